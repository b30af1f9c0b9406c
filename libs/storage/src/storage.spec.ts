import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemStorage } from './filesystem-storage.js';
import { assetKey, contentTypeOf, isServedKey, isValidKey, type ObjectStorage } from './storage.js';

const ACCOUNT = 'acct_01KB0000000000000000000000';
const ASSET = 'asset_01KB0000000000000000000000';

describe(isValidKey.name, () => {
  it('accepts the keys of videos, thumbnails and captions, and nothing else', () => {
    expect(isValidKey('videos/vid_01ABC_0f0f.mp4')).toBe(true);
    expect(isValidKey('thumbnails/vid_01ABC_0f0f.jpg')).toBe(true);
    expect(isValidKey('captions/vid_01ABC_0f0f.vtt')).toBe(true);
    expect(isValidKey('captions/../secrets.vtt')).toBe(false);
    expect(isValidKey('other/vid_01ABC.vtt')).toBe(false);
    expect(isValidKey('voice-samples/festival-en-us-slt_0123456789abcdef.wav')).toBe(true);
    expect(isValidKey('voice-samples/../x_0123456789abcdef.wav')).toBe(false);
    expect(isValidKey('voice-samples/Espeak_0123456789abcdef.wav')).toBe(false);
  });

  it('accepts the keys of outputs (MP4, WebM, GIF) and of HLS playlists and segments, and nothing else there', () => {
    expect(isValidKey('outputs/vid_01ABC_0f0f_meta_feed.mp4')).toBe(true);
    expect(isValidKey('outputs/vid_01ABC_0f0f.webm')).toBe(true);
    expect(isValidKey('outputs/vid_01ABC_0f0f.gif')).toBe(true);
    expect(isValidKey('hls/vid_01ABC_0f0f.m3u8')).toBe(true);
    expect(isValidKey('hls/vid_01ABC_0f0f_720p.m3u8')).toBe(true);
    expect(isValidKey('hls/vid_01ABC_0f0f_720p_12.ts')).toBe(true);
    expect(isValidKey('outputs/../vid_01ABC_0f0f.gif')).toBe(false);
    expect(isValidKey('hls/../../etc/passwd.m3u8')).toBe(false);
    expect(isValidKey('hls/vid_01ABC/x.ts')).toBe(false);
    expect(isValidKey('outputs/vid_01ABC_0f0f.m3u8')).toBe(false);
    expect(isValidKey('hls/vid_01ABC_0f0f.mp4')).toBe(false);
    expect(isValidKey('outputs/vid_01ABC_0f0f.mov')).toBe(false);
    expect(isValidKey('renditions/vid_01ABC_0f0f.webm')).toBe(false);
    expect(isValidKey('videos/vid_01ABC_0f0f.webm')).toBe(false);
  });

  it("accepts an account's asset key made of its ids, and no path a client could shape", () => {
    expect(isValidKey(assetKey(ACCOUNT, ASSET))).toBe(true);
    expect(isValidKey(`assets/${ACCOUNT}/../${ASSET}`)).toBe(false);
    expect(isValidKey(`assets/${ACCOUNT}/${ASSET}/x`)).toBe(false);
    expect(isValidKey(`assets/acct_x/${ASSET}`)).toBe(false);
  });
});

describe(isServedKey.name, () => {
  it('serves rendered files but never an asset', () => {
    expect(isServedKey('videos/vid_01ABC_0f0f.mp4')).toBe(true);
    expect(isServedKey('outputs/vid_01ABC_0f0f_reels.mp4')).toBe(true);
    expect(isServedKey('hls/vid_01ABC_0f0f_360p_0.ts')).toBe(true);
    expect(isServedKey(assetKey(ACCOUNT, ASSET))).toBe(false);
  });
});

describe(FilesystemStorage.name, () => {
  let root: string;
  beforeEach(async () => (root = await mkdtemp(join(tmpdir(), 'storage-spec-'))));
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores bytes under a key, and deletes them, twice without error', async () => {
    const storage: ObjectStorage = new FilesystemStorage(root);
    const key = assetKey(ACCOUNT, ASSET);
    await storage.putBytes(key, Buffer.from('font bytes'), 'font/ttf');
    expect(await readFile(join(root, key), 'utf8')).toBe('font bytes');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });
});

describe(contentTypeOf.name, () => {
  it('serves captions as UTF-8 WebVTT, videos as MP4, thumbnails as JPEG, and each output as its type', () => {
    expect(contentTypeOf('captions/vid_1_abc.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeOf('videos/vid_1_abc.mp4')).toBe('video/mp4');
    expect(contentTypeOf('thumbnails/vid_1_abc.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('outputs/vid_1_abc.webm')).toBe('video/webm');
    expect(contentTypeOf('outputs/vid_1_abc.gif')).toBe('image/gif');
    expect(contentTypeOf('hls/vid_1_abc.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeOf('hls/vid_1_abc_720p_0.ts')).toBe('video/mp2t');
    expect(contentTypeOf('whatever')).toBe('application/octet-stream');
  });
});
