import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiClient,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  FakeStripe,
  TestStack,
  pollUntil,
} from '@reelsmith/testing';

/**
 * Every secret the system hands out or is given, made through the API as clients make them
 * (with an Idempotency-Key, which the SDK and the dashboard always send), then looked for in
 * plain text in every row of every table of every service's database.
 *
 * The stack is this file's own and the secrets are this journey's, so the scan means the same
 * whether the other e2e files run beside it, before it, or on one shared stack.
 */

/** Apps with a database, read from their manifests (package.json `reelsmith.databaseEnv`). */
function appsWithDatabases(): string[] {
  const appsDir = join(process.cwd(), 'apps');
  return readdirSync(appsDir).filter((app) => {
    const manifest = JSON.parse(readFileSync(join(appsDir, app, 'package.json'), 'utf8')) as {
      reelsmith?: { databaseEnv?: string };
    };
    return manifest.reelsmith?.databaseEnv !== undefined;
  });
}

/**
 * Where a secret is meant to live in a form that can be used: the webhooks service signs with
 * the account's whsec itself (HMAC needs the key), so webhook_secrets holds it. Nowhere else.
 */
const HOMES: Record<string, { table: string; secrets: readonly string[] }> = {
  webhooks: { table: 'public.webhook_secrets', secrets: ['whsec before rotation', 'whsec after rotation'] },
};

interface Sighting {
  app: string;
  table: string;
  secret: string;
}

/** Every (app, table, secret) where a secret's text appears in any column of any row. */
async function scan(stack: TestStack, apps: string[], secrets: Record<string, string>): Promise<Sighting[]> {
  const labels = Object.keys(secrets);
  const values = Object.values(secrets);
  const sightings: Sighting[] = [];
  for (const app of apps) {
    const tables = await stack.query<{ schema: string; name: string }>(
      app,
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    for (const { schema, name } of tables) {
      const table = `${quote(schema)}.${quote(name)}`;
      // The whole row as text: every column, jsonb and arrays included.
      const found = await stack.query<{ label: string }>(
        app,
        `SELECT s.label FROM unnest($1::text[], $2::text[]) AS s(label, secret)
         WHERE EXISTS (SELECT 1 FROM ${table} AS t WHERE strpos(t::text, s.secret) > 0)`,
        [labels, values],
      );
      sightings.push(...found.map(({ label }) => ({ app, table: `${schema}.${name}`, secret: label })));
    }
  }
  return sightings;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

describe('secrets at rest', () => {
  let stripe: FakeStripe;
  let stack: TestStack;

  beforeAll(async () => {
    stripe = await FakeStripe.start();
    stack = await TestStack.start(stripe.env);
  });

  afterAll(async () => {
    await stack?.dispose();
    await stripe?.stop();
  });

  it('are found in no table of any database after a journey that makes every kind', async () => {
    const withKey = (key: string) => ({ 'idempotency-key': key });
    const admin = new ApiClient(stack.baseUrl, stack.adminToken);

    // API keys: an account's first key and a second one, both from the operator's API.
    const created = await admin.post<{ account: { id: string }; api_key: string }>(
      '/admin/accounts',
      { name: 'Vault shop' },
      withKey('vault-account'),
    );
    expect(created.status).toBe(201);
    const accountId = created.body.account.id;
    const second = await admin.post<{ api_key: string }>(
      `/admin/accounts/${accountId}/api_keys`,
      {},
      withKey('vault-second-key'),
    );
    expect(second.status).toBe(201);
    expect(
      (
        await admin.post(
          `/admin/accounts/${accountId}/credits`,
          { amount: 5, description: 'x' },
          withKey('vault-grant'),
        )
      ).status,
    ).toBe(201);

    // The webhook signing secret, read and then rotated with an Idempotency-Key (and replayed).
    const api = new ApiClient(stack.baseUrl, created.body.api_key);
    const before = await api.get<{ secret: string }>('/webhooks/secret');
    const rotated = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('vault-rotate'));
    expect(rotated.status).toBe(200);
    const replayed = await api.post<{ secret: string }>('/webhooks/secret/rotate', {}, withKey('vault-rotate'));
    expect(replayed.body).toEqual(rotated.body);

    // Stripe: a top-up through its checkout, paid by a webhook signed with the webhook secret.
    const rs = stack.client(second.body.api_key);
    await rs.products.create({ name: 'Vault mug', image_url: 'https://cdn.example/vault.jpg' });
    const topUp = await rs.balance.topUp({ amount: 1500, currency: 'usd' });
    const sessionId = topUp.checkout_url.split('/').at(-1)!;
    const paid = stripe.event(
      'checkout.session.completed',
      stripe.update(sessionId, { status: 'complete', payment_status: 'paid' }),
    );
    const webhook = await new ApiClient(stack.baseUrl).raw('POST', '/payments/stripe/webhook', paid, {
      'content-type': 'application/json',
      'stripe-signature': FakeStripe.sign(paid),
    });
    expect(webhook.status).toBe(200);
    await pollUntil(async () => ((await rs.balance.retrieve()).credits >= 150 ? true : undefined), {
      description: 'the paid top-up to be credited',
    });

    const secrets: Record<string, string> = {
      'first API key': created.body.api_key,
      'second API key': second.body.api_key,
      'admin token': stack.adminToken,
      'whsec before rotation': before.body.secret,
      'whsec after rotation': rotated.body.secret,
      'Stripe secret key': FAKE_STRIPE_SECRET_KEY,
      'Stripe webhook secret': FAKE_STRIPE_WEBHOOK_SECRET,
    };
    const apps = appsWithDatabases();
    expect(apps).toEqual(expect.arrayContaining(['billing', 'catalog', 'gateway', 'videos', 'webhooks']));
    const sightings = await scan(stack, apps, secrets);

    const isHome = ({ app, table, secret }: Sighting) =>
      HOMES[app]?.table === table && HOMES[app].secrets.includes(secret);
    expect(sightings.filter((sighting) => !isHome(sighting))).toEqual([]);
    // The scan does see a secret where one is kept: proof that it reads what it claims to.
    expect(
      sightings
        .filter(isHome)
        .map(({ secret }) => secret)
        .sort(),
    ).toEqual(['whsec after rotation', 'whsec before rotation']);
  }, 120_000);
});
