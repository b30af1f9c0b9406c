import { jetstream } from '@nats-io/jetstream';
import { EVENTS_STREAM, ServiceError, eventSubject } from '@reelsmith/contracts';
import { pollUntil } from '@reelsmith/testing';
import { CatalogHarness } from './catalog-harness.js';

const ACCOUNT = 'acct_01TESTACCOUNT0000000000001';
const OTHER_ACCOUNT = 'acct_01TESTACCOUNT0000000000002';
const image_url = 'https://example.com/mug.png';
const images = [image_url];

describe('catalog products over NATS', () => {
  let harness: CatalogHarness;

  beforeAll(async () => {
    harness = await CatalogHarness.start();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const expectServiceError = async (promise: Promise<unknown>, code: string, param?: string) => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code, ...(param ? { param } : {}) });
  };

  it('has migrations that describe the entities exactly', async () => {
    expect(await harness.service.pendingSchemaChanges()).toEqual([]);
  });

  it('creates one product per Idempotency-Key and account, however often and concurrently it is sent', async () => {
    const command = { account_id: ACCOUNT, name: 'Once', images, idempotency_key: 'product-once' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => harness.bus.request('catalog.create_product', command)),
    );
    expect(new Set(answers.map((product) => product.id)).size).toBe(1);
    const rows = await harness.service.dataSource.query<Array<{ count: string }>>(
      `SELECT count(*) FROM "products" WHERE "idempotency_key" = 'product-once'`,
    );
    expect(rows).toEqual([{ count: '1' }]);
    const other = await harness.bus.request('catalog.create_product', { ...command, account_id: OTHER_ACCOUNT });
    expect(other.id).not.toBe(answers[0]!.id);
  });

  it('creates, reads, updates and deletes a product', async () => {
    const created = await harness.bus.request('catalog.create_product', {
      account_id: ACCOUNT,
      name: 'Mug',
      description: 'A sturdy mug',
      images,
    });
    expect(created).toMatchObject({ name: 'Mug', description: 'A sturdy mug', image_url });
    expect(created.id).toMatch(/^prod_/);

    const updated = await harness.bus.request('catalog.update_product', {
      account_id: ACCOUNT,
      id: created.id,
      changes: { description: null },
    });
    expect(updated).toMatchObject({ name: 'Mug', description: null });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    await expect(harness.bus.request('catalog.get_product', { account_id: ACCOUNT, id: created.id })).resolves.toEqual(
      updated,
    );
    await expect(
      harness.bus.request('catalog.delete_product', { account_id: ACCOUNT, id: created.id }),
    ).resolves.toEqual({ id: created.id, deleted: true });
    await expectServiceError(
      harness.bus.request('catalog.get_product', { account_id: ACCOUNT, id: created.id }),
      'resource_missing',
      'id',
    );
  });

  it('sets, changes, keeps and clears a price, in minor units of any ISO 4217 currency', async () => {
    const target = { account_id: ACCOUNT };
    const priced = await harness.bus.request('catalog.create_product', {
      ...target,
      name: 'Teapot',
      images,
      price: { amount: 1990, currency: 'eur' },
    });
    expect(priced.price).toEqual({ amount: 1990, currency: 'eur' });
    const id = priced.id;

    const yen = await harness.bus.request('catalog.update_product', {
      ...target,
      id,
      changes: { price: { amount: 999_999_999_999, currency: 'jpy' } },
    });
    expect(yen.price).toEqual({ amount: 999_999_999_999, currency: 'jpy' });
    const renamed = await harness.bus.request('catalog.update_product', { ...target, id, changes: { name: 'Pot' } });
    expect(renamed.price).toEqual({ amount: 999_999_999_999, currency: 'jpy' });
    await expect(harness.bus.request('catalog.get_product', { ...target, id })).resolves.toEqual(renamed);

    const cleared = await harness.bus.request('catalog.update_product', { ...target, id, changes: { price: null } });
    expect(cleared.price).toBeNull();
    await expect(harness.bus.request('catalog.get_product', { ...target, id })).resolves.toMatchObject({ price: null });

    const unpriced = await harness.bus.request('catalog.create_product', { ...target, name: 'Lid', images });
    expect(unpriced.price).toBeNull();
  });

  it("never shows or changes another account's product", async () => {
    const theirs = await harness.bus.request('catalog.create_product', {
      account_id: OTHER_ACCOUNT,
      name: 'Secret',
      images,
    });
    await expectServiceError(
      harness.bus.request('catalog.get_product', { account_id: ACCOUNT, id: theirs.id }),
      'resource_missing',
    );
    await expectServiceError(
      harness.bus.request('catalog.update_product', { account_id: ACCOUNT, id: theirs.id, changes: { name: 'x' } }),
      'resource_missing',
    );
    await expectServiceError(
      harness.bus.request('catalog.delete_product', { account_id: ACCOUNT, id: theirs.id }),
      'resource_missing',
    );
    const mine = await harness.bus.request('catalog.list_products', { account_id: ACCOUNT, limit: 100 });
    expect(mine.data.map((product) => product.id)).not.toContain(theirs.id);
  });

  it("reads a batch of products, each in its own item's account, in order, an unseen one as get_product's error", async () => {
    const create = (account_id: string, name: string) =>
      harness.bus.request('catalog.create_product', { account_id, name, images });
    const mine = await create(ACCOUNT, 'Batched mine');
    const theirs = await create(OTHER_ACCOUNT, 'Batched theirs');
    const absent = 'prod_01NOSUCHPRODUCT0000000000';
    const getProductError = (item: { account_id: string; id: string }) =>
      harness.bus.request('catalog.get_product', item).then(
        () => undefined,
        (error: ServiceError) => error.toBody(),
      );

    const { results } = await harness.bus.request('catalog.get_products', {
      items: [
        { account_id: ACCOUNT, id: mine.id },
        { account_id: OTHER_ACCOUNT, id: theirs.id },
        { account_id: ACCOUNT, id: theirs.id },
        { account_id: OTHER_ACCOUNT, id: mine.id },
        { account_id: ACCOUNT, id: absent },
        { account_id: ACCOUNT, id: mine.id },
      ],
    });

    const missing = (id: string) => ({
      error: { code: 'resource_missing', message: `No such product: '${id}'.`, param: 'id' },
    });
    expect(results).toEqual([
      { product: mine },
      { product: theirs },
      missing(theirs.id),
      missing(mine.id),
      missing(absent),
      { product: mine },
    ]);
    expect(await getProductError({ account_id: ACCOUNT, id: theirs.id })).toEqual(missing(theirs.id).error);
    await expect(harness.bus.request('catalog.get_products', { items: [] })).resolves.toEqual({ results: [] });
  });

  it('pages newest first in both directions with has_more', async () => {
    const account_id = 'acct_01TESTACCOUNTPAGING000003';
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await harness.bus.request('catalog.create_product', { account_id, name: `P${i}`, images })).id);
    }
    const newestFirst = [...ids].reverse();

    const first = await harness.bus.request('catalog.list_products', { account_id, limit: 2 });
    expect(first.data.map((p) => p.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.has_more).toBe(true);

    const last = await harness.bus.request('catalog.list_products', {
      account_id,
      limit: 2,
      starting_after: newestFirst[3],
    });
    expect(last.data.map((p) => p.id)).toEqual(newestFirst.slice(4));
    expect(last.has_more).toBe(false);

    const back = await harness.bus.request('catalog.list_products', {
      account_id,
      limit: 2,
      ending_before: newestFirst[3],
    });
    expect(back.data.map((p) => p.id)).toEqual(newestFirst.slice(1, 3));
    expect(back.has_more).toBe(true);

    await expectServiceError(
      harness.bus.request('catalog.list_products', {
        account_id,
        limit: 2,
        starting_after: 'prod_01NOSUCHPRODUCT0000000000',
      }),
      'parameter_invalid',
      'starting_after',
    );
  });

  it('never brings a product back when a PATCH races its DELETE', async () => {
    for (let round = 0; round < 15; round += 1) {
      const product = await harness.bus.request('catalog.create_product', {
        account_id: ACCOUNT,
        name: 'Racer',
        images,
      });
      const target = { account_id: ACCOUNT, id: product.id };
      const patch = (name: string) => harness.bus.request('catalog.update_product', { ...target, changes: { name } });
      await Promise.allSettled([
        patch('Renamed 1'),
        patch('Renamed 2'),
        harness.bus.request('catalog.delete_product', target),
        ...Array.from({ length: 6 }, (_, i) => patch(`Late ${i}`)),
      ]);
      await expectServiceError(harness.bus.request('catalog.get_product', target), 'resource_missing', 'id');
    }
  });

  it('keeps both fields when two PATCHes of different fields run at once', async () => {
    for (let round = 0; round < 15; round += 1) {
      const product = await harness.bus.request('catalog.create_product', {
        account_id: ACCOUNT,
        name: 'Old',
        images,
      });
      const target = { account_id: ACCOUNT, id: product.id };
      await Promise.all([
        harness.bus.request('catalog.update_product', { ...target, changes: { name: `New ${round}` } }),
        harness.bus.request('catalog.update_product', { ...target, changes: { description: `Text ${round}` } }),
        harness.bus.request('catalog.update_product', { ...target, changes: { image_url: `${image_url}?${round}` } }),
      ]);
      await expect(harness.bus.request('catalog.get_product', target)).resolves.toMatchObject({
        name: `New ${round}`,
        description: `Text ${round}`,
        image_url: `${image_url}?${round}`,
      });
    }
  });

  it('announces a deletion on JetStream exactly once, through the outbox', async () => {
    const product = await harness.bus.request('catalog.create_product', {
      account_id: ACCOUNT,
      name: 'Gone',
      images,
    });
    await harness.bus.request('catalog.delete_product', { account_id: ACCOUNT, id: product.id });

    const connection = await harness.bus.connection();
    const payloads = await pollUntil(
      async () => {
        // A fresh ordered consumer reads the private stream from its start each time.
        const consumer = await jetstream(connection).consumers.get(EVENTS_STREAM);
        const found: unknown[] = [];
        const batch = await consumer.fetch({ max_messages: 1000, expires: 1000 });
        for await (const message of batch) {
          if (message.subject === eventSubject('catalog.product_deleted')) found.push(message.json());
          if (message.info.pending === 0) break;
        }
        const mine = found.filter((payload) => (payload as { product_id: string }).product_id === product.id);
        return mine.length > 0 ? mine : undefined;
      },
      { description: 'the product_deleted event' },
    );
    expect(payloads).toEqual([expect.objectContaining({ account_id: ACCOUNT, product_id: product.id })]);
  });

  it('answers service_unavailable, not a hang, when no catalog replica is listening', async () => {
    await harness.app.close();
    await expectServiceError(
      harness.bus.request('catalog.get_product', { account_id: ACCOUNT, id: 'prod_x' }, { timeoutMs: 2000 }),
      'service_unavailable',
    );
  });
});
