import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Asset, Reelsmith } from '@reelsmith/sdk';
import { ApiClient, type ErrorBody, type TestStack, sharedStack, testImage, testSound } from '@reelsmith/testing';

/** Installed with the render's fonts (scripts/install-system-packages.sh). */
const NOTO_SANS = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
const MB = 1024 * 1024;

describe('assets through the gateway', () => {
  let stack: TestStack;
  let owner: Reelsmith;
  let ownerApi: ApiClient;
  let ownerId: string;
  let stranger: Reelsmith;
  let strangerApi: ApiClient;

  beforeAll(async () => {
    stack = sharedStack();
    const account = await stack.createAccount('Asset owner');
    ownerId = account.id;
    owner = stack.client(account.apiKey);
    ownerApi = new ApiClient(stack.baseUrl, account.apiKey);
    const other = await stack.createAccount('Someone else');
    stranger = stack.client(other.apiKey);
    strangerApi = new ApiClient(stack.baseUrl, other.apiKey);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  /** The files stored for the owner's assets. */
  const storedFiles = async () =>
    (await readdir(join(stack.storageDir, 'assets', ownerId)).catch(() => [])).filter((name) => !name.includes('.'));

  /** A raw upload, as a client without the SDK sends it. */
  const upload = (path: string, body: Buffer | string, contentType: string) =>
    ownerApi.raw<ErrorBody>('POST', path, body, { 'content-type': contentType });

  it('uploads a picture, a font and a sound, lists, reads and deletes them, and removes their files', async () => {
    const picture = await owner.assets.upload(testImage('png', 320, 200), 'image/png', { name: '../../logo.png' });
    const font = await owner.assets.upload(readFileSync(NOTO_SANS), 'font/ttf');
    const sound = await owner.assets.upload(testSound('mp3', 2), 'audio/mpeg', { name: 'jingle' });

    expect(picture).toMatchObject({ kind: 'image', content_type: 'image/png', width: 320, height: 200 });
    // A name is a label: path separators in it reach no file name.
    expect(picture).toMatchObject({ name: '../../logo.png' });
    expect(picture.id).toMatch(/^asset_[0-9A-Z]{26}$/);
    expect(font).toMatchObject({
      kind: 'font',
      name: null,
      family: 'Noto Sans',
      style: 'Regular',
      scripts: ['Latin', 'Cyrillic', 'Greek'],
      bytes: readFileSync(NOTO_SANS).length,
    });
    expect(sound).toMatchObject({ kind: 'audio', content_type: 'audio/mpeg', name: 'jingle' });
    expect((sound as Extract<Asset, { kind: 'audio' }>).duration_seconds).toBeCloseTo(2, 0);
    expect((await storedFiles()).sort()).toEqual([picture.id, font.id, sound.id].sort());

    const page = await owner.assets.list({ limit: 2 });
    expect(page.data.map(({ id }) => id)).toEqual([sound.id, font.id]);
    expect(page.has_more).toBe(true);
    expect((await owner.assets.list({ starting_after: font.id })).data).toEqual([picture]);
    expect(await owner.assets.retrieve(font.id)).toEqual(font);

    await expect(owner.assets.delete(font.id)).resolves.toEqual({ id: font.id, deleted: true });
    await expect(owner.assets.retrieve(font.id)).rejects.toMatchObject({ status: 404, code: 'resource_missing' });
    expect((await storedFiles()).sort()).toEqual([picture.id, sound.id].sort());
  });

  it('answers 404 to another account for an asset everywhere, and lists none of it', async () => {
    const mine = await owner.assets.upload(testSound('wav', 1), 'audio/wav');
    const missing = { status: 404, type: 'not_found', code: 'resource_missing' };
    await expect(stranger.assets.retrieve(mine.id)).rejects.toMatchObject(missing);
    await expect(stranger.assets.delete(mine.id)).rejects.toMatchObject(missing);
    expect((await stranger.assets.list({ limit: 100 })).data).toEqual([]);
    expect(await owner.assets.retrieve(mine.id)).toEqual(mine);
    // Nor is it a public file: /v1/files serves rendered files only.
    const key = encodeURIComponent(`${ownerId}/${mine.id}`);
    expect((await strangerApi.get(`/files/assets/${key}`)).status).toBe(404);
  });

  it('refuses a PNG sent as font/ttf with 400 asset_invalid, and stores and records nothing', async () => {
    const before = await storedFiles();
    const { data: listed } = await owner.assets.list({ limit: 100 });
    await expect(owner.assets.upload(testImage('png', 16, 16), 'font/ttf')).rejects.toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'asset_invalid',
      message: 'The file is not font/ttf: its bytes are image/png.',
    });
    expect(await storedFiles()).toEqual(before);
    expect((await owner.assets.list({ limit: 100 })).data).toEqual(listed);
  });

  it('refuses a file over 20 MB with 413 body_too_large, and JSON or another type with 415', async () => {
    const tooLarge = await upload('/assets', Buffer.alloc(20 * MB + 1), 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toEqual({
      type: 'invalid_request_error',
      code: 'body_too_large',
      message: 'The uploaded file exceeds 20 MB.',
    });
    const json = await upload('/assets', '{"file":"x"}', 'application/json');
    expect(json.status).toBe(415);
    expect(json.body.error).toMatchObject({ code: 'unsupported_media_type' });
    expect(json.body.error.message).toContain('image/png, image/jpeg, image/webp, font/ttf');
    expect((await upload('/assets', 'GIF89a', 'image/gif')).status).toBe(415);
    // An asset's type is still no body for a JSON route.
    expect((await upload('/products', testImage('png', 8, 8), 'image/png')).status).toBe(415);
    expect(await owner.assets.list({ limit: 100 })).toMatchObject({ has_more: false });
  });

  it('answers a retried upload with the same Idempotency-Key with the first asset, keeping one file', async () => {
    const before = (await storedFiles()).length;
    const bytes = testImage('webp', 40, 30);
    const first = await owner.assets.upload(bytes, 'image/webp', {}, { idempotencyKey: 'logo-once' });
    const again = await owner.assets.upload(bytes, 'image/webp', {}, { idempotencyKey: 'logo-once' });
    expect(again).toEqual(first);
    expect(await storedFiles()).toHaveLength(before + 1);
    await expect(
      owner.assets.upload(testImage('webp', 48, 30), 'image/webp', {}, { idempotencyKey: 'logo-once' }),
    ).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
  });
});
