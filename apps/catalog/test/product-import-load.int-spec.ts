import { TestFileServer } from '@reelsmith/testing';
import { CatalogHarness } from './catalog-harness.js';

const IMPORTER = 'acct_01TESTIMPORTLOAD000000001';
const READER = 'acct_01TESTIMPORTLOAD000000002';
const head = '<title>Nested mug</title><meta property="og:image" content="/nested.jpg">';

describe('catalog product import under load', () => {
  let harness: CatalogHarness;
  let shop: TestFileServer;

  beforeAll(async () => {
    shop = await TestFileServer.start({
      // Just under 2 MB of 400,000 nested elements: twenty of them once stalled every read.
      '/nested-2mb': { body: `${head}${'<div>'.repeat(400_000)}`, contentType: 'text/html; charset=utf-8' },
    });
    // Twenty 2 MB downloads at once on a busy machine take a while: the read is what is measured.
    harness = await CatalogHarness.start({ ALLOW_PRIVATE_URLS: 'true', PRODUCT_IMPORT_TIMEOUT_SECONDS: '20' });
  });

  afterAll(async () => {
    await harness?.stop();
    await shop?.stop();
  });

  it("keeps answering another account's reads while twenty 2 MB nested pages are imported", async () => {
    let importing = true;
    const imports = Promise.allSettled(
      Array.from({ length: 20 }, () =>
        harness.bus.request(
          'catalog.import_product',
          { account_id: IMPORTER, url: `${shop.baseUrl}/nested-2mb` },
          { timeoutMs: 25_000 },
        ),
      ),
    ).finally(() => (importing = false));
    const readMilliseconds: number[] = [];
    while (importing) {
      const started = performance.now();
      // The gateway gives a read 5 s before it answers 503: a read must never take that long.
      await harness.bus.request('catalog.list_products', { account_id: READER, limit: 10 }, { timeoutMs: 5_000 });
      readMilliseconds.push(performance.now() - started);
    }
    const outcomes = await imports;
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(outcomes.map((outcome) => outcome.status === 'fulfilled' && outcome.value.name)).toEqual(
      Array(20).fill('Nested mug'),
    );
    expect(readMilliseconds.length).toBeGreaterThan(0);
    expect(Math.max(...readMilliseconds)).toBeLessThan(5_000);
  }, 60_000);
});
