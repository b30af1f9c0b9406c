import { ServiceError, type Product, type ProductResult } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { fakeService, product } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'product-reads-test-admin-token-0123456789';
const PRODUCTS_PER_ACCOUNT = 4;

describe('product reads through the gateway', () => {
  let harness: ServiceHarness;
  let bus: MessageBus;
  let baseUrl: string;

  beforeAll(async () => {
    harness = await startGateway({ ADMIN_TOKEN });
    bus = MessageBus.connect(harness.env.NATS_URL!, 'product-reads-test');
    baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await harness?.stop();
  });

  const newAccount = async (name: string) => {
    const created = await new ApiClient(baseUrl, ADMIN_TOKEN).post<{ account: { id: string }; api_key: string }>(
      '/admin/accounts',
      { name },
    );
    const products = Array.from({ length: PRODUCTS_PER_ACCOUNT }, (_, i) => product(`prod_${name}_${i}`, name));
    return { id: created.body.account.id, api: new ApiClient(baseUrl, created.body.api_key), products };
  };

  it("answers reads sent together by two accounts each with its own product, and another account's with 404", async () => {
    const accounts = [await newAccount('shop'), await newAccount('other')];
    // The catalog's scoping, as far as the gateway can tell it apart: an account sees only its own products.
    const catalog = await fakeService(bus, 'catalog.get_products', ({ items }) => ({
      results: items.map(({ account_id, id }): ProductResult => {
        const found = accounts.find((account) => account.id === account_id)?.products.find((p) => p.id === id);
        return found
          ? { product: found }
          : { error: new ServiceError('resource_missing', `No such product: '${id}'.`, 'id').toBody() };
      }),
    }));
    try {
      const reads = accounts.flatMap((reader) =>
        accounts.flatMap((owner) => owner.products.map((wanted) => ({ reader, owner, wanted }))),
      );

      const responses = await Promise.all(
        reads.map(({ reader, wanted }) => reader.api.get<Product | ErrorBody>(`/products/${wanted.id}`)),
      );

      reads.forEach(({ reader, owner, wanted }, index) => {
        const { status, body } = responses[index]!;
        const read = { reader: reader.id, wanted: wanted.id };
        if (reader === owner) expect({ ...read, status, body }).toEqual({ ...read, status: 200, body: wanted });
        else {
          expect({ ...read, status, body }).toEqual({
            ...read,
            status: 404,
            body: { error: expect.objectContaining({ type: 'not_found', code: 'resource_missing', param: 'id' }) },
          });
        }
      });
      // Each read was asked for exactly once. How many shared a request depends on how the
      // connections' requests fell into event-loop turns; batcher.spec.ts proves the sharing.
      expect(catalog.calls.flatMap((call) => call.items)).toHaveLength(reads.length);
    } finally {
      catalog.stop();
    }
  });
});
