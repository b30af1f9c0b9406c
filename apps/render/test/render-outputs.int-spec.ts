import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates, previewTemplate } from '@reelsmith/templates';
import { mp4TopLevelBoxes, probeMedia } from '@reelsmith/media';
import { loudnessOf } from '@reelsmith/testing';
import { firstAudioPacketTimes } from '../src/test-support/audio-packets.js';
import { exists, temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { RenderError } from '../src/composition/render-error.js';
import { renderVideo, type RenderVideoRequest } from '../src/composition/render-video.js';

/** ffprobe's first stream of a kind in a file (or a playlist, through its segments). */
async function streamOf(path: string, kind: 'video' | 'audio') {
  return (await probeMedia(path)).streams.find((stream) => stream.codec_type === kind);
}

// The square template small, short and at the test stack's 6 fps: the profile is still its
// platform's 1080×1350 at 30 fps, the HLS ladder still 360p to 1080p.
describe('renderVideo with outputs', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let request: (name: string, seconds: number, overrides?: Partial<RenderVideoRequest>) => RenderVideoRequest;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    const imagePath = await writeTestProductImage(join(dir, 'product.png'));
    const builtIn = (await loadTemplates()).find((template) => template.width === template.height)!;
    request = (name, seconds, overrides = {}) => ({
      template: { ...previewTemplate(builtIn, { width: 320, height: 320, durationSeconds: seconds }), fps: 6 },
      product: { name: 'Aurum Radiance Serum', description: 'A vitamin C serum for brighter skin.' },
      imagePath,
      userPrompt: { headline: 'Glow all day', price: '$49', voiceover: true },
      language: 'en',
      watermark: false,
      outputDir: join(dir, name),
      ...overrides,
    });
  });
  afterAll(() => remove());

  it('renders a profile, WebM, GIF and an HLS ladder with the video, each as its checks say', async () => {
    const result = await renderVideo({
      ...request('all', 2),
      outputs: [{ profile: 'meta_feed' }, { format: 'webm' }, { format: 'gif' }, { format: 'hls' }],
      hlsStem: 'vid_T_tok',
    });

    expect(result.outputs.map((output) => [output.profile ?? output.format, output.checks])).toEqual(
      ['meta_feed', 'webm', 'gif', 'hls'].map((name) => [name, { passed: true, failures: [] }]),
    );
    const [feed, webm, gif, hls] = result.outputs;

    // The profile: its platform's frame and rate whatever the template's, H.264 High ≤ 4.2, AAC-LC 48 kHz stereo.
    expect(feed).toMatchObject({ width: 1080, height: 1350, durationSeconds: expect.closeTo(2, 1) });
    expect(await streamOf(feed!.path, 'video')).toMatchObject({
      codec_name: 'h264',
      profile: 'High',
      pix_fmt: 'yuv420p',
      width: 1080,
      height: 1350,
      r_frame_rate: '30/1',
    });
    expect((await streamOf(feed!.path, 'video'))!.level).toBeLessThanOrEqual(42);
    expect(await streamOf(feed!.path, 'audio')).toMatchObject({
      codec_name: 'aac',
      profile: 'LC',
      sample_rate: '48000',
      channels: 2,
    });
    // Its sound, encoded beside its own composition and copied in, keeps its place (priming trimmed).
    expect(await firstAudioPacketTimes(feed!.path)).toEqual([-1024, 0]);
    const boxes = await mp4TopLevelBoxes(feed!.path);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    // EBU R128 measured apart from the render's own checks.
    const loudness = loudnessOf(feed!.path);
    expect(Math.abs(loudness.integratedLufs + 14)).toBeLessThanOrEqual(2);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);

    // The WebM: the template's own frame, VP9 and Opus.
    expect(await streamOf(webm!.path, 'video')).toMatchObject({ codec_name: 'vp9', width: 320, height: 320 });
    expect(await streamOf(webm!.path, 'audio')).toMatchObject({ codec_name: 'opus' });

    // The GIF: under 8 MB, as many bytes as reported.
    expect(await streamOf(gif!.path, 'video')).toMatchObject({ codec_name: 'gif', width: 320, height: 320 });
    expect(gif!.bytes).toBe((await stat(gif!.path)).size);
    expect(gif!.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);

    // HLS: the master lists three rungs by their stored names; each rung plays at its size.
    const master = await readFile(hls!.path, 'utf8');
    expect(hls!.path.endsWith('vid_T_tok.m3u8')).toBe(true);
    expect([...master.matchAll(/RESOLUTION=(\d+x\d+).*\n(.+)/g)].map(([, size, uri]) => `${size} ${uri}`)).toEqual([
      '360x360 vid_T_tok_360p.m3u8',
      '720x720 vid_T_tok_720p.m3u8',
      '1080x1080 vid_T_tok_1080p.m3u8',
    ]);
    for (const [rung, side] of [
      ['360p', 360],
      ['720p', 720],
      ['1080p', 1080],
    ] as const) {
      const playlist = join(hls!.path, '..', `vid_T_tok_${rung}.m3u8`);
      expect(await streamOf(playlist, 'video')).toMatchObject({ codec_name: 'h264', width: side, height: side });
      expect(await streamOf(playlist, 'audio')).toMatchObject({ codec_name: 'aac' });
    }
    expect(hls!.files.every((file) => file.startsWith(join(dir, 'all', 'outputs', 'vid_T_tok')))).toBe(true);
    expect(hls!.files.filter((file) => file.endsWith('.ts')).length).toBe(3);
  });

  it('keeps every frame of a 30 fps video in its WebM, and 12.5 a second in its GIF', async () => {
    const base = request('every-frame', 1);
    const result = await renderVideo({
      ...base,
      template: { ...base.template, fps: 30 },
      outputs: [{ format: 'webm' }, { format: 'gif' }],
    });
    const [webm, gif] = result.outputs;
    const frames = async (path: string) =>
      (await probeMedia(path, { countPackets: true })).streams.find((stream) => stream.codec_type === 'video')
        ?.nb_read_packets;
    expect(await frames(webm!.path)).toBe('30');
    expect(await frames(gif!.path)).toBe('13');
    expect(result.outputs.every((output) => output.checks.passed)).toBe(true);
  });

  it('keeps a WebM under −1 dBTP where Opus overshoots the mix’s peaks by more than a decibel', async () => {
    // The ad check's Arabic video on the vertical template: its WebM peaked at −0.9 dBTP, its MP4 at −2.0.
    const vertical = (await loadTemplates()).find((template) => template.height > template.width)!;
    const name =
      'كوب سفر من السيراميك مزجج يدويًا، 350 مل، بجدار مزدوج وغطاء من الخيزران (مجموعة 2 × 1,5 كغ) – ' +
      'آمن في غسالة الصحون، يحافظ على حرارة القهوة ست ساعات، صنع في البرتغال';
    const result = await renderVideo({
      ...request('opus-headroom', 12),
      template: { ...vertical, fps: 6 },
      product: {
        name,
        description: 'آمن في غسالة الصحون، يحافظ على حرارة القهوة ست ساعات، صنع في البرتغال',
        price: { amount: 7990, currency: 'sar' },
      },
      userPrompt: { voiceover: true, captions: true },
      watermark: true,
      language: 'ar',
      outputs: [{ format: 'webm' }],
    });
    expect(result.outputs[0]!.checks).toEqual({ passed: true, failures: [] });
    const loudness = loudnessOf(result.outputs[0]!.path);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1.5);
  });

  it('encodes a template laid out clear of the platforms once, within their limits, and composes another apart', async () => {
    const vertical = (await loadTemplates()).find((template) => template.height > template.width)!;
    const clear = previewTemplate(vertical, { width: 1080, height: 1920, durationSeconds: 2 });
    const own = await renderVideo({
      ...request('own-layout', 2, { template: clear, watermark: true }),
      outputs: [{ profile: 'reels' }, { profile: 'shorts' }],
    });
    expect(own.outputs.map((output) => output.checks.passed)).toEqual([true, true]);
    // The profiles' files are the video's own MP4: H.264 within their level, AAC 48 kHz stereo.
    const video = await readFile(own.videoPath);
    for (const output of own.outputs) expect((await readFile(output.path)).equals(video)).toBe(true);
    expect((await streamOf(own.videoPath, 'video'))!.level).toBeLessThanOrEqual(42);
    expect(await streamOf(own.videoPath, 'audio')).toMatchObject({ sample_rate: '48000', channels: 2 });

    // A button lowered into Reels' bottom 35 %: the profiles get a layout of their own.
    const lowered = structuredClone(clear);
    lowered.scenes[1]!.texts.at(-1)!.box.y = 1500;
    const apart = await renderVideo({
      ...request('fitted-layout', 1, { template: lowered, watermark: true }),
      outputs: [{ profile: 'reels' }],
    });
    expect(apart.outputs[0]!.checks.passed).toBe(true);
    expect((await readFile(apart.outputs[0]!.path)).equals(await readFile(apart.videoPath))).toBe(false);
  });

  it("fails the render, naming the output and its failed check, when a profile's output fails its checks", async () => {
    const failing = renderVideo({
      ...request('broken', 1, { userPrompt: { headline: 'Glow' } }),
      outputs: [{ profile: 'meta_feed' }],
      brokenProfile: 'meta_feed',
    });
    await expect(failing).rejects.toThrow(RenderError);
    await expect(failing).rejects.toMatchObject({
      code: 'render_failed',
      message: 'The outputs failed their checks: meta_feed (frame_rate: expected 29 fps, got 30/1).',
    });
    // Nothing is left to ship: neither the video nor any output.
    await expect(
      renderVideo({ ...request('badly-named', 1), outputs: [{ format: 'hls' }], hlsStem: 'vid_%d' }),
    ).rejects.toMatchObject({ code: 'render_failed' });
    expect(await exists(join(dir, 'broken', 'video.mp4'))).toBe(false);
    expect(await exists(join(dir, 'broken', 'outputs'))).toBe(false);
  });
});
