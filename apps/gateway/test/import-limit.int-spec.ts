import type { Product } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, pollUntil, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { fakeService, product } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'import-limit-test-admin-token-0123456789';

describe('product imports per account', () => {
  let harness: ServiceHarness;
  let bus: MessageBus;
  let admin: ApiClient;

  beforeAll(async () => {
    harness = await startGateway({ ADMIN_TOKEN, ALLOW_PRIVATE_URLS: 'true', IMPORT_CONCURRENCY_PER_ACCOUNT: '2' });
    bus = MessageBus.connect(harness.env.NATS_URL!, 'import-limit-test');
    admin = new ApiClient(`http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`, ADMIN_TOKEN);
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await harness?.stop();
  });

  const newAccount = async (name: string) => {
    const created = await admin.post<{ api_key: string }>('/admin/accounts', { name });
    return new ApiClient(`http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`, created.body.api_key);
  };

  it('answers 429 too_many_imports past two running imports of one account, and frees the slot after', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const catalog = await fakeService(bus, 'catalog.import_product', async (payload) => {
      if (payload.url.endsWith('/held')) await finished;
      return product('prod_imported');
    });
    try {
      const busy = await newAccount('Busy importer');
      const other = await newAccount('Other importer');
      const held = [1, 2].map(() => busy.post<Product>('/products/import', { url: 'https://shop.example/held' }));
      await pollUntil(() => (catalog.calls.length === 2 ? true : undefined), {
        description: 'two imports to reach the catalog',
      });

      const third = await busy.post<ErrorBody>('/products/import', { url: 'https://shop.example/now' });
      expect(third.status).toBe(429);
      expect(third.body.error).toMatchObject({ type: 'rate_limit_error', code: 'too_many_imports' });
      expect(third.headers.get('retry-after')).toBe('1');
      expect(catalog.calls).toHaveLength(2);
      // Another account is not held up by this one's imports.
      expect((await other.post('/products/import', { url: 'https://shop.example/now' })).status).toBe(201);

      finish();
      expect((await Promise.all(held)).map((response) => response.status)).toEqual([201, 201]);
      expect((await busy.post('/products/import', { url: 'https://shop.example/now' })).status).toBe(201);
    } finally {
      finish();
      catalog.stop();
    }
  });
});
