import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, pollUntil, type ErrorBody, type List, type ServiceHarness } from '@reelsmith/testing';
import { AccountsService } from '../src/accounts/accounts.service.js';
import { runAdminCommand, UsageError } from '../src/cli/admin-commands.js';
import { fakeService } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'api-keys-test-admin-token-0123456789';

interface ApiKey {
  id: string;
  prefix: string;
  last4: string | null;
  created_at: string;
  revoked_at: string | null;
}

describe('API keys', () => {
  let first: ServiceHarness;
  let second: ServiceHarness;
  const urlOf = (harness: ServiceHarness) => `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
  let bus: MessageBus;

  beforeAll(async () => {
    first = await startGateway({ ADMIN_TOKEN });
    second = await startGateway({ ADMIN_TOKEN }, first);
    bus = MessageBus.connect(first.env.NATS_URL!, 'api-keys-test');
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await second?.stop();
    await first?.stop();
  });

  const admin = () => new ApiClient(urlOf(first), ADMIN_TOKEN);

  async function newAccount(): Promise<{ id: string; apiKey: string }> {
    const created = await admin().post<{ account: { id: string }; api_key: string }>('/admin/accounts', {
      name: 'Key shop',
    });
    expect(created.status).toBe(201);
    return { id: created.body.account.id, apiKey: created.body.api_key };
  }

  /** Uses the key on a gateway until that gateway answers from its cache, not its database. */
  async function cachedOn(harness: ServiceHarness, apiKey: string): Promise<void> {
    await pollUntil(
      async () => {
        // No catalog runs here: a key that passes authentication is answered 503.
        expect((await new ApiClient(urlOf(harness), apiKey).get('/products')).status).toBe(503);
        return harness.app.get(AccountsService).cached(apiKey);
      },
      { description: 'the key to be cached', timeoutMs: 15_000 },
    );
  }

  /** How long until `harness` refuses the key, in ms; fails after 2 s. */
  async function refusedWithin(harness: ServiceHarness, apiKey: string, since: number): Promise<number> {
    await pollUntil(
      async () => ((await new ApiClient(urlOf(harness), apiKey).get('/products')).status === 401 ? true : undefined),
      { description: 'the revoked key to be refused', timeoutMs: 2_000, intervalMs: 20 },
    );
    return Date.now() - since;
  }

  it('creates keys shown once, lists them by prefix and last four only, newest first', async () => {
    const account = await newAccount();
    const created = await admin().post<{ id: string; api_key: string; created_at: string }>(
      `/admin/accounts/${account.id}/api_keys`,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^key_/),
      api_key: expect.stringMatching(/^rs_live_/),
      created_at: expect.any(String),
    });

    const listed = await admin().get<List<ApiKey>>(`/admin/accounts/${account.id}/api_keys`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]).toEqual({
      id: created.body.id,
      prefix: created.body.api_key.slice(0, 12),
      last4: created.body.api_key.slice(-4),
      created_at: created.body.created_at,
      revoked_at: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.api_key);
    expect(JSON.stringify(listed.body)).not.toContain(account.apiKey);

    // Both keys work.
    expect((await new ApiClient(urlOf(first), created.body.api_key).get('/products')).status).toBe(503);
  });

  it('answers 404 for another account or an unknown key, and for an unknown account', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const [key] = (await admin().get<List<ApiKey>>(`/admin/accounts/${owner.id}/api_keys`)).body.data;
    const wrong = await admin().delete<ErrorBody>(`/admin/accounts/${other.id}/api_keys/${key!.id}`);
    expect(wrong.status).toBe(404);
    expect((await admin().delete(`/admin/accounts/${owner.id}/api_keys/key_nope`)).status).toBe(404);
    expect((await admin().post('/admin/accounts/acct_nope/api_keys')).status).toBe(404);
    expect((await admin().get('/admin/accounts/acct_nope/api_keys')).status).toBe(404);
    expect((await new ApiClient(urlOf(first), owner.apiKey).get('/products')).status).toBe(503);
  });

  it('refuses a revoked key on every gateway replica within 2 s, though both had it cached', async () => {
    const account = await newAccount();
    await cachedOn(first, account.apiKey);
    await cachedOn(second, account.apiKey);
    const [key] = (await admin().get<List<ApiKey>>(`/admin/accounts/${account.id}/api_keys`)).body.data;

    const since = Date.now();
    const revoked = await admin().delete<ApiKey>(`/admin/accounts/${account.id}/api_keys/${key!.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: key!.id, revoked_at: expect.any(String) });

    await refusedWithin(first, account.apiKey, since);
    await refusedWithin(second, account.apiKey, since);
    const refused = await new ApiClient(urlOf(second), account.apiKey).get<ErrorBody>('/products');
    expect(refused.body.error.type).toBe('authentication_error');

    // Revoking again answers the same key and changes nothing.
    const again = await admin().delete<ApiKey>(`/admin/accounts/${account.id}/api_keys/${key!.id}`);
    expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
  });

  describe('from the admin command line', () => {
    const run = (...argv: string[]) => runAdminCommand(argv, { dataSource: first.dataSource, bus: () => bus });

    it('creates, lists and revokes keys, and every replica hears of the revocation', async () => {
      const account = (await run('create-account', '--name', 'CLI shop', '--language', 'de')) as {
        account: { id: string; language: string };
        api_key: string;
      };
      expect(account.account.language).toBe('de');
      const key = (await run('create-api-key', '--account', account.account.id)) as { id: string; api_key: string };
      const listed = (await run('list-api-keys', '--account', account.account.id)) as List<ApiKey>;
      expect(listed.data.map((entry) => entry.id)).toContain(key.id);

      await cachedOn(second, key.api_key);
      const since = Date.now();
      await run('revoke-api-key', '--account', account.account.id, '--key', key.id);
      await refusedWithin(second, key.api_key, since);
      // The account's first key still works.
      expect((await new ApiClient(urlOf(second), account.api_key).get('/products')).status).toBe(503);
    });

    it('grants credits through billing, with the idempotency key', async () => {
      const account = await newAccount();
      const billing = await fakeService(bus, 'billing.grant_credits', () => ({ id: 'txn_1', type: 'grant' }) as never);
      try {
        const granted = await run(
          'grant-credits',
          '--account',
          account.id,
          '--amount',
          '25',
          '--description',
          'Welcome',
          '--idempotency-key',
          'welcome-1',
        );
        expect(granted).toEqual({ id: 'txn_1', type: 'grant' });
        expect(billing.calls).toEqual([
          { account_id: account.id, amount: 25, description: 'Welcome', idempotency_key: 'welcome-1' },
        ]);
      } finally {
        billing.stop();
      }
    });

    it('refuses bad options with a usage error, naming what is wrong', async () => {
      await expect(
        run('grant-credits', '--account', 'acct_nope', '--amount', '5', '--description', 'x'),
      ).rejects.toThrow(UsageError);
      await expect(run('grant-credits', '--account', 'acct_x', '--amount', '-5', '--description', 'x')).rejects.toThrow(
        /amount/,
      );
      await expect(run('create-account', '--name', 'Evil\u0000')).rejects.toThrow(UsageError);
      await expect(run('revoke-api-key', '--account', 'acct_x')).rejects.toThrow(/--key/);
      await expect(run('frobnicate')).rejects.toThrow(/Usage/);
    });
  });
});
