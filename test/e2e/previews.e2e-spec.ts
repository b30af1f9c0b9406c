import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeMedia } from '@reelsmith/media';
import { ReelsmithError, type PreviewCreateParams, type Reelsmith, type Template } from '@reelsmith/sdk';
import { TestFileServer, type TestStack, sharedStack, testPicture } from '@reelsmith/testing';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** What a refusal says, to compare two routes' answers to the same body. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ReelsmithError)) throw new Error(`expected a ReelsmithError, got ${String(error)}`);
  return { status: error.status, type: error.type, code: error.code, param: error.param };
}

describe('still previews (POST /v1/previews)', () => {
  let stack: TestStack;
  let files: TestFileServer;
  let rs: Reelsmith;
  let apiKey: string;
  let square: Template;
  let productId: string;
  let imageFetches = 0;
  let scratch: string;

  beforeAll(async () => {
    const picture = testPicture(640, 480);
    files = await TestFileServer.start({
      '/counted.png': (_request, response) => {
        imageFetches++;
        response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      },
      '/not-a-picture.png': { body: Buffer.from('<html>nope</html>'), contentType: 'image/png' },
    });
    stack = sharedStack();
    const account = await stack.createAccount('Preview shop', 'de');
    await stack.grantCredits(account.id, 50, 'previews');
    apiKey = account.apiKey;
    rs = stack.client(apiKey);
    square = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!;
    productId = (await rs.products.create({ name: 'Teapot', image_url: `${files.baseUrl}/counted.png` })).id;
    scratch = await mkdtemp(join(tmpdir(), 'previews-e2e-'));
  });

  afterAll(async () => {
    await stack?.dispose();
    await files?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  async function sizeOf(jpeg: Uint8Array): Promise<{ width?: number; height?: number; codec_name?: string }> {
    const path = join(scratch, `${crypto.randomUUID()}.jpg`);
    await writeFile(path, jpeg);
    return (await probeMedia(path)).streams[0]!;
  }

  it('answers a JPEG at half the template size, for free, and fetches the product image only once', async () => {
    const before = await rs.balance.retrieve();
    // The shared stack's counters include other files' previews: read as changes.
    const downloads = () => stack.metric('render', 'reelsmith_preview_image_downloads_total');
    const rendered = () => stack.metric('render', 'reelsmith_preview_duration_seconds_count', { outcome: 'ok' });
    const [downloadsBefore, renderedBefore] = [await downloads(), await rendered()];
    const params: PreviewCreateParams = { template_id: square.id, product_id: productId, user_prompt: {} };
    const first = await rs.previews.create(params);
    const again = await rs.previews.create({ ...params, user_prompt: { headline: 'Frisch gebrüht' } });

    expect([...first.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(await sizeOf(first)).toMatchObject({
      codec_name: 'mjpeg',
      width: square.width / 2,
      height: square.height / 2,
    });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(false);
    expect(imageFetches).toBe(1);
    expect((await downloads()) - downloadsBefore).toBe(1);
    expect((await rendered()) - renderedBefore).toBe(2);
    expect(await rs.balance.retrieve()).toEqual(before);
    expect((await rs.balance.transactions.list()).data).toHaveLength(1);
    expect((await rs.videos.list()).data).toHaveLength(0);
  });

  it('shows the moment at_seconds names', async () => {
    const at = (at_seconds: number) =>
      rs.previews.create({ template_id: square.id, product_id: productId, at_seconds });
    const [opening, closing] = await Promise.all([at(0), at(square.duration_seconds)]);
    expect(Buffer.from(opening).equals(Buffer.from(closing))).toBe(false);
  });

  it("shows a publish profile's output: its size, and its layout clear of every platform of that size", async () => {
    const params: PreviewCreateParams = { template_id: square.id, product_id: productId, profile: 'reels' };
    expect(await sizeOf(await rs.previews.create(params))).toMatchObject({ width: 540, height: 960 });
    const layout = await rs.previews.layout(params);
    expect(layout).toMatchObject({ width: 1080, height: 1920 });
    // TikTok's top bar, Reels' bottom 35 % and Shorts' action column, all at once.
    const clear = { left: 65, top: 269, right: 1080 - 190, bottom: 1920 - 672 };
    const read = layout.elements.filter((element) => !['background', 'shape'].includes(element.kind));
    expect(read.map((element) => element.kind)).toEqual(expect.arrayContaining(['product', 'text', 'watermark']));
    for (const { name, box } of read) {
      expect({ name, inside: box.x >= clear.left && box.y >= clear.top }).toEqual({ name, inside: true });
      expect({ name, inside: box.x + box.width <= clear.right && box.y + box.height <= clear.bottom }).toEqual({
        name,
        inside: true,
      });
    }
    expect(await refusalOf(rs.previews.create({ ...params, profile: 'myspace' as 'reels' }))).toMatchObject({
      status: 400,
      param: 'profile',
    });
  });

  it('refuses exactly what POST /videos refuses, with the same error', async () => {
    const other = await stack.createAccount('Someone else');
    const othersProduct = await stack.client(other.apiKey).products.create({
      name: 'Not yours',
      image_url: `${files.baseUrl}/counted.png`,
    });
    const bodies: PreviewCreateParams[] = [
      { template_id: 'tmpl_nope', product_id: productId },
      { template_id: square.id, product_id: othersProduct.id },
      { template_id: square.id, product_id: productId, user_prompt: { headline: 42 } },
      { template_id: square.id, product_id: productId, user_prompt: { brand_color: 'red; drop' } },
      { template_id: square.id, product_id: productId, user_prompt: { unknown_variable: 'x' } },
      { template_id: square.id, product_id: productId, user_prompt: { captions: 'yes' } },
      { template_id: square.id, product_id: productId, language: 'tlh' as PreviewCreateParams['language'] },
    ];
    for (const body of bodies) {
      const preview = await refusalOf(rs.previews.create(body));
      expect(preview.status).toBeGreaterThanOrEqual(400);
      expect(preview).toEqual(await refusalOf(rs.videos.create(body)));
    }
    expect((await rs.videos.list()).data).toHaveLength(0);
  });

  it('refuses a moment past the end, a webhook_url, and a product image that is not a picture', async () => {
    expect(
      await refusalOf(
        rs.previews.create({ template_id: square.id, product_id: productId, at_seconds: square.duration_seconds + 1 }),
      ),
    ).toEqual({ status: 400, type: 'invalid_request_error', code: 'parameter_invalid', param: 'at_seconds' });
    const withWebhook = { template_id: square.id, product_id: productId, webhook_url: 'https://example.com/hook' };
    expect(await refusalOf(rs.previews.create(withWebhook as PreviewCreateParams))).toMatchObject({
      status: 400,
      code: 'parameter_unknown',
      param: 'webhook_url',
    });
    const broken = await rs.products.create({ name: 'Broken', image_url: `${files.baseUrl}/not-a-picture.png` });
    const missing = await rs.products.create({ name: 'Gone', image_url: `${files.baseUrl}/missing.png` });
    expect(await refusalOf(rs.previews.create({ template_id: square.id, product_id: broken.id }))).toEqual({
      status: 400,
      type: 'invalid_request_error',
      code: 'image_invalid',
      param: 'product_id',
    });
    expect(await refusalOf(rs.previews.create({ template_id: square.id, product_id: missing.id }))).toEqual({
      status: 400,
      type: 'invalid_request_error',
      code: 'image_unreachable',
      param: 'product_id',
    });
  });

  it('works for an account without credits, which could not start the video', async () => {
    const broke = await stack.createAccount('No credits yet');
    const client = stack.client(broke.apiKey);
    const product = await client.products.create({ name: 'Cup', image_url: `${files.baseUrl}/counted.png` });
    const body = { template_id: square.id, product_id: product.id };
    expect([...(await client.previews.create(body)).subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(await refusalOf(client.videos.create(body))).toMatchObject({ status: 402 });
  });

  it('lets one account render only a few previews at once (429 with Retry-After past that)', async () => {
    // Ten at once against the default of four in flight (apps/gateway/test/preview-slots.int-spec.ts
    // holds the exact limit across replicas).
    const send = () =>
      fetch(`${stack.baseUrl}/previews`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        // The slowest kind of preview (a voice to time its caption), so they overlap.
        body: JSON.stringify({
          template_id: square.id,
          product_id: productId,
          at_seconds: square.duration_seconds - 1,
          user_prompt: { voiceover: true, captions: true },
        }),
      });
    const responses = await Promise.all(Array.from({ length: 10 }, send));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(await refused[0]!.json()).toMatchObject({ error: { type: 'rate_limit_error', code: 'too_many_previews' } });
  });
});
