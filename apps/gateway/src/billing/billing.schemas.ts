import { z } from 'zod';
import { PAYMENT_PLATFORMS, TOP_UP_CURRENCIES, TOP_UP_STATUSES, TRANSACTION_TYPES } from '@reelsmith/contracts';
import { languageSchema } from '../accounts/accounts.schemas.js';
import { idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

/** The largest single grant: keeps a typo from minting a fortune, and balances far from int32's end. */
const MAX_GRANT_CREDITS = 1_000_000;

/**
 * A required choice. `z.enum` alone reports a missing value as `invalid_value`, which
 * http/validation.ts answers as parameter_invalid; checking for a string first makes
 * absence parameter_missing. The meta keeps the choices in the OpenAPI input schema.
 */
function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .meta({ enum: [...values] })
    .pipe(z.enum(values));
}

export const topUpBody = z
  .strictObject({
    amount: z
      .number()
      .int()
      .min(1000)
      .max(1_000_000)
      .describe('Integer cents, 1,000 to 1,000,000. 100 cents buy 10 credits.'),
    currency: requiredEnum(TOP_UP_CURRENCIES).describe('Lowercase currency code.'),
  })
  .meta({ id: 'TopUpBody' });

export const grantCreditsBody = z
  .strictObject({
    amount: z.number().int().min(1).max(MAX_GRANT_CREDITS).describe('Credits to add, a positive whole number.'),
    description: z
      .string()
      .min(1)
      .max(500)
      .refine((value) => value.trim().length > 0, 'must not be blank.')
      .describe('Why the credits are granted; shown in the account’s history.'),
  })
  .meta({ id: 'GrantCreditsBody' });

export const balanceSchema = z
  .object({
    credits: z.number().int().describe('Current credits.'),
    is_premium: z
      .boolean()
      .describe('True once the account has completed a paid top-up; videos of other accounts carry a small watermark.'),
    language: languageSchema.describe('The account’s language: the default language of its videos.'),
  })
  .meta({ id: 'Balance' });

export const transactionSchema = z
  .object({
    id: idSchema('txn'),
    amount: z.number().int().describe('Signed credits: positive added, negative taken.'),
    type: z.enum(TRANSACTION_TYPES),
    description: z.string(),
    platform: z
      .enum([...PAYMENT_PLATFORMS, 'internal'])
      .describe('The payment platform of a top-up; `internal` for usage, refunds and grants.'),
    balance_after: z.number().int().describe('The balance right after this transaction.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'BalanceTransaction' });

export const transactionListSchema = listEnvelopeSchema(transactionSchema).meta({ id: 'BalanceTransactionList' });

export const topUpSchema = z
  .object({
    id: idSchema('topup'),
    status: z.enum(TOP_UP_STATUSES).describe('pending → paid | canceled | expired.'),
    amount: z.number().int().describe('Integer cents.'),
    currency: z.enum(TOP_UP_CURRENCIES),
    credits: z.number().int().describe('Credits the payment adds.'),
    checkout_url: z.string().meta({ format: 'uri' }).describe('Where the payment is completed.'),
    platform: z.enum(PAYMENT_PLATFORMS),
    expires_at: timestampSchema.describe('After this, the checkout can no longer be paid.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'TopUp' });

export const stripeWebhookReceiptSchema = z.object({ received: z.literal(true) }).meta({ id: 'StripeWebhookReceipt' });

export type TopUpBody = z.output<typeof topUpBody>;
export type GrantCreditsBody = z.output<typeof grantCreditsBody>;
