import { ConfigError } from '@reelsmith/config';
import { loadBillingConfig } from './config.js';

const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe(loadBillingConfig.name, () => {
  it('defaults to the sandbox, a one-day checkout, a low balance below 20 credits and the local gateway', () => {
    expect(loadBillingConfig({})).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      CHECKOUT_TTL_SECONDS: 86_400,
      LOW_BALANCE_THRESHOLD: 20,
      PUBLIC_BASE_URL: 'http://localhost:3000',
      BILLING_HTTP_PORT: 3103,
      BILLING_DATABASE: 'reelsmith_billing',
    });
  });

  it('drops a trailing slash from PUBLIC_BASE_URL so checkout URLs have one', () => {
    expect(loadBillingConfig({ PUBLIC_BASE_URL: 'https://api.example.com/' }).PUBLIC_BASE_URL).toBe(
      'https://api.example.com',
    );
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])('requires %s when PAYMENT_PROVIDER=stripe', (name) => {
    const env = { ...stripe, [name]: undefined };
    expect(() => loadBillingConfig(env)).toThrow(ConfigError);
    expect(() => loadBillingConfig(env)).toThrow(new RegExp(`${name}: is required when PAYMENT_PROVIDER=stripe`));
  });

  it.each([
    ['PAYMENT_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_test_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_BASE', 'ftp://stripe.test'],
    ['CHECKOUT_TTL_SECONDS', '0'],
    ['CHECKOUT_TTL_SECONDS', '86401'],
    ['CHECKOUT_TTL_SECONDS', 'a day'],
    ['LOW_BALANCE_THRESHOLD', '-1'],
    ['LOW_BALANCE_THRESHOLD', '2.5'],
    ['PUBLIC_BASE_URL', 'localhost:3000'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadBillingConfig({ ...stripe, [name]: value })).toThrow(new RegExp(name));
  });

  it("refuses a checkout shorter than Stripe's 30 minutes when Stripe is the provider", () => {
    expect(() => loadBillingConfig({ ...stripe, CHECKOUT_TTL_SECONDS: '60' })).toThrow(/CHECKOUT_TTL_SECONDS/);
    expect(loadBillingConfig({ CHECKOUT_TTL_SECONDS: '2' }).CHECKOUT_TTL_SECONDS).toBe(2);
  });

  it('refuses the sandbox in production, naming ALLOW_SANDBOX_PAYMENTS, unless it is set', () => {
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER: .*ALLOW_SANDBOX_PAYMENTS=true/,
    );
    expect(loadBillingConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadBillingConfig({ ...stripe, NODE_ENV: 'production' }).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('takes the Stripe keys together, also with the sandbox as provider', () => {
    expect(() => loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }).PAYMENT_PROVIDER,
    ).toBe('sandbox');
  });
});
