import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templateBodyOf, type Reelsmith, type Video } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  loudnessOf,
  refusalOf,
  cueWindows,
  monoSamples,
  sharedStack,
  testImage,
  testPicture,
  testTone,
  toneDb,
  toneDucking,
  waitForBalance,
  waitForVideo,
} from '@reelsmith/testing';

/**
 * The music: a 2.5 s pure tone, shorter than the video (so it must loop), at a pitch the voice
 * has none of (espeak speaks at 22.05 kHz: nothing above 11 kHz), so its level can be read
 * beside the speech.
 */
const TONE_HZ = 12_000;
const TONE_SECONDS = 2.5;
const RATE = 48_000;

const toneWav = () => testTone(TONE_HZ, TONE_SECONDS, RATE);

/** Why a copy of a template with the asset as its music is refused. */
async function templateMusicRefusal(client: Reelsmith, templateId: string, assetId: string) {
  const body = templateBodyOf(await client.templates.retrieve(templateId));
  body.definition.music = { asset_id: assetId };
  return refusalOf(client.templates.create(body));
}

/** The video's file, downloaded into `dir`. */
async function download(video: Video, dir: string): Promise<string> {
  const path = join(dir, `${video.id}.mp4`);
  await writeFile(path, Buffer.from(await (await fetch(video.video_url!)).arrayBuffer()));
  return path;
}

/** The tone's level (dB) in a stretch of the file's sound. */
function toneLevels(path: string): (from: number, to: number) => number {
  const samples = monoSamples(path, RATE);
  return (from, to) => toneDb(samples, RATE, TONE_HZ, from, to);
}

describe('music under videos', () => {
  let stack: TestStack;
  let files: TestFileServer;
  let dir: string;
  let rs: Reelsmith;
  let tone: { id: string };
  let templateId: string;
  let productId: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'music-e2e-'));
    files = await TestFileServer.start({
      '/mug.png': { body: testPicture(600, 600), contentType: 'image/png' },
      '/tone.wav': { body: toneWav(), contentType: 'audio/wav' },
      '/not-sound.mp3': { body: testImage('png', 64, 64), contentType: 'audio/mpeg' },
    });
    stack = sharedStack();
    const account = await stack.createAccount('Music');
    await stack.grantCredits(account.id, 100);
    rs = stack.client(account.apiKey);
    tone = await rs.assets.upload(toneWav(), 'audio/wav', { name: 'tone.wav' });
    const square = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!;
    const body = templateBodyOf(await rs.templates.retrieve(square.id));
    body.definition.music = { asset_id: tone.id, volume_db: -6 };
    templateId = (await rs.templates.create(body)).id;
    productId = (await rs.products.create({ name: 'Travel mug', image_url: `${files.baseUrl}/mug.png` })).id;
  });

  afterAll(async () => {
    await stack?.dispose();
    await files?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("plays the template's music under the voice-over: 9 dB down or more while it speaks, at −14 LUFS", async () => {
    const video = await rs.videos.create({
      template_id: templateId,
      product_id: productId,
      user_prompt: { voiceover: true },
    });
    expect(video.music).toEqual({
      asset_id: tone.id,
      url: null,
      volume_db: -6,
      fade_in_seconds: 0.5,
      fade_out_seconds: 1.5,
    });
    const done = await waitForVideo(rs, video.id);
    expect(done).toMatchObject({ status: 'completed', music: video.music });
    const path = await download(done, dir);
    const { integratedLufs, truePeakDbtp } = loudnessOf(path);
    expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);

    const speech = cueWindows(await (await fetch(done.captions_url!)).text());
    expect(speech.length).toBeGreaterThan(0);
    const ducking = toneDucking(path, speech, done.duration_seconds, { toneHz: TONE_HZ, rate: RATE });
    expect(ducking.openTenths).toBeGreaterThan(0);
    expect(ducking.insideTenths).toBeGreaterThan(0);
    expect(ducking.depthDb).toBeGreaterThanOrEqual(9);
    // Back within 0.6 s of the voice: the tenth just after a window's release is already as loud
    // as the music anywhere away from the voice.
    expect(ducking.releasedTenths).toBeGreaterThan(0);
    expect(ducking.releaseShortfallDb).toBeLessThanOrEqual(1);
  }, 120_000);

  it("lays a URL's music instead of the template's: faded in, looped to the end, fades out", async () => {
    const video = await rs.videos.create({
      template_id: templateId,
      product_id: productId,
      music: { url: `${files.baseUrl}/tone.wav`, fade_in_seconds: 2 },
    });
    expect(video.music).toEqual({
      asset_id: null,
      url: `${files.baseUrl}/tone.wav`,
      volume_db: -10,
      fade_in_seconds: 2,
      fade_out_seconds: 1.5,
    });
    const done = await waitForVideo(rs, video.id);
    expect(done).toMatchObject({ status: 'completed', captions_url: null });
    const path = await download(done, dir);
    const { integratedLufs, truePeakDbtp } = loudnessOf(path);
    expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    const level = toneLevels(path);
    const end = done.duration_seconds;
    const full = level(2.2, 2.4);
    // The fade-in: a tenth of the way, 20 dB down; half way, 6 dB down (linear in amplitude).
    expect(level(0.1, 0.3) - full).toBeLessThan(-14);
    expect(Math.abs(level(0.9, 1.1) - full + 6)).toBeLessThan(1.5);
    // Three loops of a 2.5 s track: still there, at full level, past the third start.
    expect(Math.abs(level(end - 2.1, end - 1.7) - full)).toBeLessThan(1);
    // The fade-out to the end.
    expect(level(end - 0.15, end - 0.05) - full).toBeLessThan(-12);
  }, 120_000);

  it('fails a video whose music is not sound, and refunds it', async () => {
    const before = (await rs.balance.retrieve()).credits;
    const video = await rs.videos.create({
      template_id: templateId,
      product_id: productId,
      music: { url: `${files.baseUrl}/not-sound.mp3` },
    });
    const done = await waitForVideo(rs, video.id);
    expect(done).toMatchObject({ status: 'failed', error: { code: 'render_failed' }, credits_used: 0 });
    await waitForBalance(rs, before);
  }, 60_000);

  it('refuses bad music with the parameter named, and changes nothing', async () => {
    const video = { template_id: templateId, product_id: productId };
    const picture = await rs.assets.upload(testImage('png', 64, 64), 'image/png');
    expect(await refusalOf(rs.videos.create({ ...video, music: { asset_id: tone.id, volume_db: 3 } }))).toEqual({
      status: 400,
      code: 'parameter_invalid',
      param: 'music.volume_db',
    });
    expect(await refusalOf(rs.videos.create({ ...video, music: { asset_id: tone.id, fade_out_seconds: 6 } }))).toEqual({
      status: 400,
      code: 'parameter_invalid',
      param: 'music.fade_out_seconds',
    });
    expect(
      await refusalOf(rs.videos.create({ ...video, music: { asset_id: tone.id, url: `${files.baseUrl}/tone.wav` } })),
    ).toMatchObject({ status: 400, code: 'parameter_invalid' });
    expect(await refusalOf(rs.videos.create({ ...video, music: { url: 'ftp://example.com/a.mp3' } }))).toEqual({
      status: 400,
      code: 'parameter_invalid',
      param: 'music.url',
    });
    expect(await refusalOf(rs.videos.create({ ...video, music: { asset_id: picture.id } }))).toEqual({
      status: 400,
      code: 'asset_wrong_kind',
      param: 'music.asset_id',
    });
    // Previews are validated alike, though a still is silent.
    expect(await refusalOf(rs.previews.layout({ ...video, music: { asset_id: picture.id } }))).toEqual({
      status: 400,
      code: 'asset_wrong_kind',
      param: 'music.asset_id',
    });
    const layout = await rs.previews.layout({ ...video, music: { asset_id: tone.id, volume_db: -20 } });
    expect(layout.elements.length).toBeGreaterThan(0);

    const other = await stack.createAccount('Someone else');
    await stack.grantCredits(other.id, 100);
    const stranger = stack.client(other.apiKey);
    const theirs = (await stranger.products.create({ name: 'Mug', image_url: `${files.baseUrl}/mug.png` })).id;
    const square = (await stranger.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!.id;
    expect(
      await refusalOf(
        stranger.videos.create({ template_id: square, product_id: theirs, music: { asset_id: tone.id } }),
      ),
    ).toEqual({ status: 404, code: 'resource_missing', param: 'music.asset_id' });
    expect(await templateMusicRefusal(stranger, square, tone.id)).toEqual({
      status: 400,
      code: 'asset_missing',
      param: 'definition.music.asset_id',
    });
    expect((await stranger.videos.list({ limit: 10 })).data).toEqual([]);

    // A template's music: audio only, and held while the template names it.
    expect(await templateMusicRefusal(rs, templateId, picture.id)).toEqual({
      status: 400,
      code: 'asset_wrong_kind',
      param: 'definition.music.asset_id',
    });
    expect(await refusalOf(rs.assets.delete(tone.id))).toEqual({ status: 400, code: 'asset_in_use', param: 'id' });
  });

  it("turns the template's music off with `music: null`, and an Idempotency-Key covers the music", async () => {
    const body = { template_id: templateId, product_id: productId, music: null };
    const silent = await rs.videos.create(body, { idempotencyKey: 'music-null' });
    expect(silent.music).toBeNull();
    expect((await rs.videos.create(body, { idempotencyKey: 'music-null' })).id).toBe(silent.id);
    expect(
      await refusalOf(rs.videos.create({ ...body, music: { asset_id: tone.id } }, { idempotencyKey: 'music-null' })),
    ).toMatchObject({ status: 409 });
    await rs.videos.cancel(silent.id);
  });
});
