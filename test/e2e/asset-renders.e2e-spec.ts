import { readFileSync } from 'node:fs';
import { templateBodyOf, type TemplateBody, type TemplateDetail } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  refusalOf,
  sharedStack,
  testImage,
  testPicture,
  waitForVideo,
} from '@reelsmith/testing';

/** A Latin serif without Arabic letters, installed with the render's fonts (fonts-dejavu-core). */
const LATIN_SERIF = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

/** A built-in's GET answer as a body, with the account's logo in scene 0 and its headline in the account's font. */
function withAssets(template: TemplateDetail, pictureId: string, fontId: string): TemplateBody {
  const body = templateBodyOf(template);
  const scenes = body.definition.scenes as Array<Record<string, unknown> & { texts: Array<Record<string, unknown>> }>;
  const scene = scenes[0]!;
  scene.images = [
    {
      name: 'logo',
      asset_id: pictureId,
      box: { x: 60, y: 60, width: 240, height: 150 },
      fit: 'contain',
      enter: { effect: 'fade', at: 0.2, duration: 0.5 },
      animate: {
        scale: [
          { at: 0.7, value: 1 },
          { at: 2, value: 1.2 },
        ],
      },
    },
  ];
  scene.texts[0]!.font = { asset_id: fontId };
  return body;
}

describe("templates drawing the account's pictures and fonts", () => {
  let stack: TestStack;
  let files: TestFileServer;

  beforeAll(async () => {
    files = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    stack = sharedStack();
  });

  afterAll(async () => {
    await stack?.dispose();
    await files?.stop();
  });

  it('uploads a logo and a font, uses them in a copied built-in, validates, renders a video and a preview; another account can use neither', async () => {
    const account = await stack.createAccount('Asset renders');
    await stack.grantCredits(account.id, 100);
    const rs = stack.client(account.apiKey);
    const logo = await rs.assets.upload(testImage('png', 320, 200), 'image/png', { name: 'logo.png' });
    const font = await rs.assets.upload(readFileSync(LATIN_SERIF), 'font/ttf');
    const squareId = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!.id;
    const body = withAssets(await rs.templates.retrieve(squareId), logo.id, font.id);

    const validation = await rs.templates.validate(body);
    expect(validation).toMatchObject({ valid: true, errors: [] });
    const glyphs = validation.warnings.filter((warning) => warning.code === 'font_missing_glyphs');
    expect(glyphs.map((warning) => warning.param)).toContain('definition.scenes.0.texts.0.font');
    expect(glyphs.map((warning) => warning.message).join(' ')).toContain('Arabic');

    const mine = await rs.templates.create(body);
    const product = await rs.products.create({ name: 'Desk lamp', image_url: `${files.baseUrl}/lamp.png` });
    const layout = await rs.previews.layout({ template_id: mine.id, product_id: product.id, at_seconds: 1 });
    const kinds = layout.elements.map((element) => element.kind);
    expect(kinds).toContain('image');
    expect(kinds.indexOf('image')).toBeLessThan(kinds.indexOf('text'));
    expect(kinds.indexOf('product')).toBeLessThan(kinds.indexOf('image'));
    const still = Buffer.from(
      await rs.previews.create({ template_id: mine.id, product_id: product.id, at_seconds: 1 }),
    );
    expect(still.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const video = await rs.videos.create({ template_id: mine.id, product_id: product.id, language: 'ar' });
    const done = await waitForVideo(rs, video.id);
    expect(done).toMatchObject({ status: 'completed', error: null });

    // In use: the asset stays until no current template version names it.
    expect(await refusalOf(rs.assets.delete(logo.id))).toEqual({ status: 400, code: 'asset_in_use', param: 'id' });

    const other = await stack.createAccount('Someone else');
    const stranger = stack.client(other.apiKey);
    expect(await refusalOf(stranger.templates.create(body))).toEqual({
      status: 400,
      code: 'asset_missing',
      param: 'definition.scenes.0.images.0.asset_id',
    });
    expect((await stranger.templates.validate(body)).errors.map((error) => error.code)).toEqual([
      'asset_missing',
      'asset_missing',
    ]);
    expect(await refusalOf(stranger.assets.retrieve(logo.id))).toMatchObject({ status: 404 });
    expect(await refusalOf(stranger.assets.delete(font.id))).toMatchObject({ status: 404 });
  });
});
