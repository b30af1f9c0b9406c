import { ServiceError, type Asset, type CreateAssetCommand, type TemplateDetail } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { CatalogHarness } from './catalog-harness.js';
import { bodyOf } from './template-copy.js';

const OWNER = 'acct_01TESTTMPLASSETS00000000001';
const STRANGER = 'acct_01TESTTMPLASSETS00000000002';

function upload(account_id: string, kind: 'image' | 'font'): CreateAssetCommand {
  const id = newId('asset');
  const common = { account_id, id, storage_key: `assets/${account_id}/${id}`, name: null, bytes: 1_000 };
  return kind === 'image'
    ? { ...common, content_type: 'image/png', kind, width: 64, height: 48 }
    : { ...common, content_type: 'font/ttf', kind, family: 'Test Sans', style: 'Regular', scripts: ['Latin'] };
}

async function serviceErrorOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('templates naming assets, over NATS', () => {
  let harness: CatalogHarness;
  let builtIn: TemplateDetail;
  let picture: Asset;
  let font: Asset;
  let strangersPicture: Asset;

  beforeAll(async () => {
    harness = await CatalogHarness.start();
    const list = await harness.bus.request('catalog.list_templates', { account_id: OWNER, limit: 1 });
    builtIn = await harness.bus.request('catalog.get_template', { account_id: OWNER, id: list.data[0]!.id });
    picture = await harness.bus.request('catalog.create_asset', upload(OWNER, 'image'));
    font = await harness.bus.request('catalog.create_asset', upload(OWNER, 'font'));
    strangersPicture = await harness.bus.request('catalog.create_asset', upload(STRANGER, 'image'));
  });

  afterAll(async () => {
    await harness?.stop();
  });

  /** The built-in copied, with a picture in its first scene and its first text in a font. */
  const bodyWith = (pictureId: string, fontId: string): Record<string, unknown> => {
    const body = bodyOf(builtIn);
    const scene = body.definition.scenes[0]!;
    scene.images = [{ asset_id: pictureId, box: { x: 40, y: 40, width: 200, height: 100 }, fit: 'contain' }];
    scene.texts[0]!.font = { asset_id: fontId };
    return body;
  };
  const create = (body: Record<string, unknown>, account_id = OWNER) =>
    harness.bus.request('catalog.create_template', { account_id, body });

  it("accepts the account's own picture and font, and resolves them for a render", async () => {
    const template = await create(bodyWith(picture.id, font.id));
    const render = await harness.bus.request('catalog.get_render_template', { account_id: OWNER, id: template.id });
    expect(render.assets).toEqual(
      [
        {
          id: font.id,
          kind: 'font',
          content_type: 'font/ttf',
          bytes: 1_000,
          storage_key: `assets/${OWNER}/${font.id}`,
          family: 'Test Sans',
          style: 'Regular',
          scripts: ['Latin'],
        },
        {
          id: picture.id,
          kind: 'image',
          content_type: 'image/png',
          bytes: 1_000,
          storage_key: `assets/${OWNER}/${picture.id}`,
          width: 64,
          height: 48,
        },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const builtInRender = await harness.bus.request('catalog.get_render_template', {
      account_id: OWNER,
      id: builtIn.id,
    });
    expect(builtInRender.assets).toBeUndefined();
  });

  it("refuses another account's asset as it refuses a missing one, at the field naming it", async () => {
    const foreign = await serviceErrorOf(create(bodyWith(strangersPicture.id, font.id)));
    const missing = await serviceErrorOf(create(bodyWith(newId('asset'), font.id)));
    for (const error of [foreign, missing]) {
      expect(error).toMatchObject({ code: 'asset_missing', param: 'definition.scenes.0.images.0.asset_id' });
    }
    expect(foreign.message.replace(strangersPicture.id, 'X')).toBe(missing.message.replace(/asset_\w+/, 'X'));
    const found = await harness.bus.request('catalog.find_assets', {
      account_id: STRANGER,
      ids: [picture.id, strangersPicture.id],
    });
    expect(found.data.map((asset) => asset.id)).toEqual([strangersPicture.id]);
  });

  it('refuses a font used as a picture and a picture used as a font, on create and on replace', async () => {
    await expect(serviceErrorOf(create(bodyWith(font.id, font.id)))).resolves.toMatchObject({
      code: 'asset_wrong_kind',
      param: 'definition.scenes.0.images.0.asset_id',
    });
    const template = await create(bodyWith(picture.id, font.id));
    const update = harness.bus.request('catalog.update_template', {
      account_id: OWNER,
      id: template.id,
      body: bodyWith(picture.id, picture.id),
    });
    await expect(serviceErrorOf(update)).resolves.toMatchObject({
      code: 'asset_wrong_kind',
      param: 'definition.scenes.0.texts.0.font.asset_id',
    });
  });

  it("refuses to delete an asset a template's current version uses, naming the template; allows it once it is unused", async () => {
    const own = await harness.bus.request('catalog.create_asset', upload(OWNER, 'image'));
    const template = await create(bodyWith(own.id, font.id));
    const refused = await serviceErrorOf(
      harness.bus.request('catalog.delete_asset', { account_id: OWNER, id: own.id }),
    );
    expect(refused).toMatchObject({ code: 'asset_in_use', param: 'id' });
    expect(refused.message).toContain(template.id);
    await expect(harness.bus.request('catalog.get_asset', { account_id: OWNER, id: own.id })).resolves.toMatchObject({
      id: own.id,
    });
    // The next version no longer shows it: the older version's videos carry their own copy.
    await harness.bus.request('catalog.update_template', {
      account_id: OWNER,
      id: template.id,
      body: bodyWith(picture.id, font.id),
    });
    await expect(harness.bus.request('catalog.delete_asset', { account_id: OWNER, id: own.id })).resolves.toEqual({
      id: own.id,
      deleted: true,
    });
  });
});
