import { z } from 'zod';
import { commonEnv, envBoolean, envDatabaseName, envPort, envUrl, loadEnv } from '@reelsmith/config';

/** Stripe accepts Checkout Session expiries from 30 minutes to 24 hours ahead. */
const STRIPE_MIN_TTL_SECONDS = 30 * 60;
const MAX_TTL_SECONDS = 24 * 60 * 60;

export const billingEnvSchema = z
  .object({
    ...commonEnv,
    BILLING_HTTP_PORT: envPort(3103),
    BILLING_DATABASE: envDatabaseName('reelsmith_billing'),
    /** Public address of the gateway; sandbox checkout URLs and Stripe's return URLs point at it. */
    PUBLIC_BASE_URL: envUrl('http://localhost:3000', ['http:', 'https:']).transform((url) => url.replace(/\/+$/, '')),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /** The sandbox hands out credits for a button press: production must opt in explicitly. */
    ALLOW_SANDBOX_PAYMENTS: envBoolean(false),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe signing secret (whsec_…)')
      .optional(),
    /** Another address for Stripe's API (tests point it at a local stand-in). */
    STRIPE_API_BASE: envUrl('https://api.stripe.com', ['http:', 'https:']),
    CHECKOUT_TTL_SECONDS: z.coerce.number().int().min(1).max(MAX_TTL_SECONDS).default(MAX_TTL_SECONDS),
    /**
     * Credits: a debit that takes the balance from at least this to below it announces
     * `billing.balance_ran_low` (the `balance.low` webhook). 0 announces nothing.
     */
    LOW_BALANCE_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000_000).default(20),
  })
  .superRefine((env, context) => {
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is sandbox, whose checkout adds credits without payment; refused when NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS=true',
      });
    }
    // Stripe's webhook stays verifiable whenever one key is set, so both come together.
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const someStripeKey = stripeKeys.some((name) => env[name] !== undefined);
    if (env.PAYMENT_PROVIDER !== 'stripe' && !someStripeKey) return;
    for (const name of stripeKeys) {
      if (env[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            env.PAYMENT_PROVIDER === 'stripe'
              ? 'is required when PAYMENT_PROVIDER=stripe'
              : 'is required when the other Stripe key is set',
        });
      }
    }
    if (env.PAYMENT_PROVIDER !== 'stripe') return;
    if (env.CHECKOUT_TTL_SECONDS < STRIPE_MIN_TTL_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['CHECKOUT_TTL_SECONDS'],
        message: `must be at least ${STRIPE_MIN_TTL_SECONDS} when PAYMENT_PROVIDER=stripe (Stripe's minimum)`,
      });
    }
  });

export type BillingConfig = z.output<typeof billingEnvSchema>;
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadEnv(billingEnvSchema, env);
