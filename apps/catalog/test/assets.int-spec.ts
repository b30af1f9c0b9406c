import { ServiceError, type CreateAssetCommand } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { MAX_ASSETS_PER_ACCOUNT, MAX_ASSET_BYTES_PER_ACCOUNT } from '../src/assets/assets.service.js';
import { CatalogHarness } from './catalog-harness.js';

const OWNER = 'acct_01TESTASSETS000000000000001';
const STRANGER = 'acct_01TESTASSETS000000000000002';
const FULL = 'acct_01TESTASSETS000000000000003';

/** What the gateway sends once it has stored an upload's bytes. */
function upload(account_id: string, fields: Partial<CreateAssetCommand> = {}): CreateAssetCommand {
  const id = newId('asset');
  return {
    account_id,
    id,
    storage_key: `assets/${account_id}/${id}`,
    content_type: 'image/png',
    name: 'logo.png',
    bytes: 1_234,
    kind: 'image',
    width: 64,
    height: 48,
    ...fields,
  } as CreateAssetCommand;
}

async function serviceErrorOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('catalog assets over NATS', () => {
  let harness: CatalogHarness;

  beforeAll(async () => {
    harness = await CatalogHarness.start();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('records each kind with what was measured in it, and answers it back to its owner', async () => {
    const image = await harness.bus.request('catalog.create_asset', upload(OWNER));
    const font = await harness.bus.request(
      'catalog.create_asset',
      upload(OWNER, {
        content_type: 'font/ttf',
        name: null,
        kind: 'font',
        family: 'Noto Sans',
        style: 'Regular',
        scripts: ['Latin', 'Cyrillic', 'Greek'],
      }),
    );
    const audio = await harness.bus.request(
      'catalog.create_asset',
      upload(OWNER, { content_type: 'audio/mpeg', name: 'jingle', kind: 'audio', duration_seconds: 1.541 }),
    );
    expect(image).toEqual({
      id: image.id,
      kind: 'image',
      content_type: 'image/png',
      name: 'logo.png',
      bytes: 1_234,
      width: 64,
      height: 48,
      created_at: expect.any(String),
    });
    expect(font).toMatchObject({ kind: 'font', name: null, family: 'Noto Sans', style: 'Regular' });
    expect(font).toMatchObject({ scripts: ['Latin', 'Cyrillic', 'Greek'] });
    expect(audio).toMatchObject({ kind: 'audio', duration_seconds: 1.541 });
    expect(audio).not.toHaveProperty('width');

    await expect(harness.bus.request('catalog.get_asset', { account_id: OWNER, id: font.id })).resolves.toEqual(font);
    const page = await harness.bus.request('catalog.list_assets', { account_id: OWNER, limit: 2 });
    expect(page).toEqual({ data: [audio, font], has_more: true });
  });

  it("answers another account's asset as missing to every read and delete, and lists none of it", async () => {
    const asset = await harness.bus.request('catalog.create_asset', upload(OWNER));
    const missing = (promise: Promise<unknown>) =>
      expect(serviceErrorOf(promise)).resolves.toMatchObject({ code: 'resource_missing', param: 'id' });
    await missing(harness.bus.request('catalog.get_asset', { account_id: STRANGER, id: asset.id }));
    await missing(harness.bus.request('catalog.delete_asset', { account_id: STRANGER, id: asset.id }));
    await expect(harness.bus.request('catalog.list_assets', { account_id: STRANGER, limit: 100 })).resolves.toEqual({
      data: [],
      has_more: false,
    });
    await expect(harness.bus.request('catalog.get_asset', { account_id: OWNER, id: asset.id })).resolves.toEqual(asset);
  });

  it('deletes an asset once: then it is missing to reads, lists and a second delete', async () => {
    const asset = await harness.bus.request('catalog.create_asset', upload(OWNER));
    await expect(harness.bus.request('catalog.delete_asset', { account_id: OWNER, id: asset.id })).resolves.toEqual({
      id: asset.id,
      deleted: true,
    });
    await expect(
      serviceErrorOf(harness.bus.request('catalog.delete_asset', { account_id: OWNER, id: asset.id })),
    ).resolves.toMatchObject({ code: 'resource_missing' });
    const { data } = await harness.bus.request('catalog.list_assets', { account_id: OWNER, limit: 100 });
    expect(data.map(({ id }) => id)).not.toContain(asset.id);
  });

  it('records one asset per Idempotency-Key and account, however often and concurrently it is sent', async () => {
    const attempts = Array.from({ length: 5 }, () => upload(OWNER, { idempotency_key: 'upload-once' }));
    const answers = await Promise.all(attempts.map((attempt) => harness.bus.request('catalog.create_asset', attempt)));
    expect(new Set(answers.map(({ id }) => id)).size).toBe(1);
  });

  it('refuses an id that is not an asset id, so no row can name a storage key of its own making', async () => {
    const forged = { ...upload(OWNER), id: 'asset_../../videos/x' };
    await expect(serviceErrorOf(harness.bus.request('catalog.create_asset', forged))).resolves.toMatchObject({
      code: 'parameter_invalid',
      param: 'id',
    });
  });

  it('gives the last place of a full account to one of two concurrent uploads, and then refuses', async () => {
    await harness.service.dataSource.query(
      `INSERT INTO "assets" ("id", "account_id", "kind", "content_type", "bytes", "storage_key", "width", "height", "created_at")
       SELECT 'asset_' || lpad(n::text, 26, '0'), $1, 'image', 'image/png', 10, 'assets/x', 1, 1, now()
       FROM generate_series(1, $2::int) AS n`,
      [FULL, MAX_ASSETS_PER_ACCOUNT - 1],
    );
    const outcomes = await Promise.allSettled([
      harness.bus.request('catalog.create_asset', upload(FULL)),
      harness.bus.request('catalog.create_asset', upload(FULL)),
    ]);
    expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected')!.reason as unknown;
    expect(refusal).toMatchObject({ code: 'asset_limit_reached' });
  });

  it('refuses an upload that would take the account past 1 GiB of assets', async () => {
    const heavy = 'acct_01TESTASSETS000000000000004';
    await harness.bus.request('catalog.create_asset', upload(heavy, { bytes: MAX_ASSET_BYTES_PER_ACCOUNT - 100 }));
    await expect(
      serviceErrorOf(harness.bus.request('catalog.create_asset', upload(heavy, { bytes: 101 }))),
    ).resolves.toMatchObject({ code: 'asset_limit_reached' });
    await expect(harness.bus.request('catalog.create_asset', upload(heavy, { bytes: 100 }))).resolves.toMatchObject({
      bytes: 100,
    });
  });
});
