import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderAsset } from '@reelsmith/contracts';
import { FilesystemStorage, assetKey } from '@reelsmith/storage';
import { testTone } from '@reelsmith/testing';
import { RenderError } from '../composition/index.js';
import { temporaryDir } from '../test-support/fixtures.js';
import { musicFileOf } from './music-file.js';

const ACCOUNT = 'acct_01JZ00000000000000000000AA';
const OTHER = 'acct_01JZ00000000000000000000BB';
const ID = 'asset_01JZ000000000000000000000M';
const levels = { volume_db: -8, fade_in_seconds: 0.5, fade_out_seconds: 1.5 };

const track = (bytes: number, storageKey = assetKey(ACCOUNT, ID)): RenderAsset => ({
  id: ID,
  kind: 'audio',
  content_type: 'audio/wav',
  bytes,
  storage_key: storageKey,
  duration_seconds: 1,
});

describe(musicFileOf.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let storage: FilesystemStorage;
  const options = () => ({ storage, dir, allowPrivate: false });

  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
    storage = new FilesystemStorage(join(dir, 'store'));
  });
  afterEach(() => remove());

  it('copies an audio asset into the job, probes it and answers it with its levels', async () => {
    const wav = testTone(440, 1);
    await storage.putBytes(assetKey(ACCOUNT, ID), wav);
    const music = await musicFileOf({ asset: track(wav.length), ...levels }, ACCOUNT, options());
    expect(music).toEqual({ path: join(dir, `asset-${ID}`), volumeDb: -8, fadeInSeconds: 0.5, fadeOutSeconds: 1.5 });
    expect(await readFile(music!.path)).toEqual(wav);
  });

  it('answers none for a video without music', async () => {
    await expect(musicFileOf(undefined, ACCOUNT, options())).resolves.toBeUndefined();
  });

  it.each([
    ['a picture', () => Buffer.from('\x89PNG\r\n\x1a\n not sound')],
    ['a WAV cut off in its header', () => testTone(440, 1).subarray(0, 30)],
    ['a video without sound', videoWithoutSound],
  ])('fails the video when the music is %s, never retried', async (_, bytes) => {
    const poison = bytes();
    await storage.putBytes(assetKey(ACCOUNT, ID), poison);
    const failure = musicFileOf({ asset: track(poison.length), ...levels }, ACCOUNT, options());
    await expect(failure).rejects.toBeInstanceOf(RenderError);
    await expect(failure).rejects.toMatchObject({ code: 'render_failed' });
  });

  it("refuses another account's file whatever the request says", async () => {
    await storage.putBytes(assetKey(OTHER, ID), testTone(440, 1));
    const foreign = track(100, assetKey(OTHER, ID));
    await expect(musicFileOf({ asset: foreign, ...levels }, ACCOUNT, options())).rejects.toMatchObject({
      code: 'render_failed',
    });
  });

  it('refuses a URL on a private network unless the operator allows it', async () => {
    const failure = musicFileOf({ url: 'http://127.0.0.1:9/track.mp3', ...levels }, ACCOUNT, options());
    await expect(failure).rejects.toMatchObject({
      code: 'render_failed',
      message: 'The music address points to a private or local network.',
    });
  });
});

function videoWithoutSound(): Buffer {
  // prettier-ignore
  const run = spawnSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=s=16x16:d=1',
    '-c:v', 'libx264', '-f', 'matroska', '-',
  ]);
  if (run.status !== 0) throw new Error(String(run.stderr));
  return run.stdout;
}
