import { access, chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { firstAudioPacketTimes } from '../src/test-support/audio-packets.js';
import { meanDifference } from '../src/test-support/pixel-difference.js';
import { loadTemplates, previewTemplate, timelineOf, type TemplateDefinition } from '@reelsmith/templates';
import { mp4TopLevelBoxes, probeMedia, runProcess } from '@reelsmith/media';
import { TEST_TEMPLATE_FPS } from '@reelsmith/testing';
import { RenderError } from '../src/composition/render-error.js';
import { renderVideo, type RenderVideoRequest, type RenderVideoResult } from '../src/composition/render-video.js';

// Short, small variants of the built-ins keep the suite fast; the bench renders full size.
const PREVIEW_SIZES: Record<string, { width: number; height: number }> = {
  '1080x1920': { width: 320, height: 568 },
  '1080x1080': { width: 320, height: 320 },
  '1920x1080': { width: 568, height: 320 },
};

const HOSTILE = [
  `Quote " ' : \\ 100% %{localtime} textfile=/etc/passwd [in] ; , drawtext=text=x:fontcolor=red`,
  'Привет мир',
  'مرحبا بالعالم',
  '日本語のテキスト',
  'שלום עולם',
];

/** One frame of a video or picture as 8-bit grey pixels at the given size. */
async function greyFrame(path: string, frame: number, width: number, height: number): Promise<Buffer> {
  const raw = `${path}.${frame}.grey`;
  // prettier-ignore
  await runProcess('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', path,
    '-vf', `select=eq(n\\,${frame}),scale=${width}:${height}:flags=lanczos`,
    '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', raw,
  ]);
  return readFile(raw);
}

/**
 * Checks that the thumbnail is frame `shown` of the video: far closer to it than to frame
 * `other`, so the check fails when the wrong frame is shown.
 */
async function expectThumbnailOfFrame(result: RenderVideoResult, shown: number, other: number): Promise<void> {
  const { width, height } = (await probeMedia(result.thumbnailPath)).streams[0]!;
  const picture = await greyFrame(result.thumbnailPath, 0, width!, height!);
  const atFrame = (n: number) => greyFrame(result.videoPath, n, width!, height!);
  const fromItsFrame = meanDifference(picture, await atFrame(shown));
  expect(fromItsFrame).toBeLessThan(2);
  expect(meanDifference(picture, await atFrame(other))).toBeGreaterThan(fromItsFrame + 2);
}

describe(renderVideo.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let imagePath: string;
  let templates: TemplateDefinition[];

  const preview = (template: TemplateDefinition, durationSeconds = 2) =>
    previewTemplate(template, { ...PREVIEW_SIZES[`${template.width}x${template.height}`]!, durationSeconds });

  const request = (
    template: TemplateDefinition,
    name: string,
    overrides: Partial<RenderVideoRequest> = {},
  ): RenderVideoRequest => ({
    template,
    product: { name: 'Aurum Radiance Serum', description: 'A vitamin C serum for brighter skin in two weeks.' },
    imagePath,
    userPrompt: { headline: 'Glow all day', price: '$49' },
    language: 'en',
    watermark: true,
    outputDir: join(dir, name),
    ...overrides,
  });

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    imagePath = await writeTestProductImage(join(dir, 'product.png'));
    templates = await loadTemplates();
  });
  afterAll(() => remove());

  it.each(['1080x1920', '1080x1080', '1920x1080'])(
    'renders the %s template as H.264 yuv420p MP4 with faststart, exact frames and a thumbnail',
    async (size) => {
      const template = preview(templates.find((t) => `${t.width}x${t.height}` === size)!);
      const progress: number[] = [];
      const result = await renderVideo(request(template, size, { onProgress: (p) => progress.push(p) }));

      const { width, height } = template;
      expect(result).toMatchObject({ durationSeconds: 2, width, height, hasAudio: false, captionsPath: null });
      const media = await probeMedia(result.videoPath);
      expect(media.streams).toHaveLength(1);
      expect(media.streams[0]).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width,
        height,
        r_frame_rate: '30/1',
        nb_frames: '60',
      });
      expect(Number(media.format.duration)).toBeCloseTo(2, 1);

      const boxes = await mp4TopLevelBoxes(result.videoPath);
      expect(boxes[0]).toBe('ftyp');
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      const thumbnail = (await probeMedia(result.thumbnailPath)).streams[0]!;
      expect(thumbnail).toMatchObject({ codec_name: 'mjpeg', width: width / 2, height: Math.round(height / 4) * 2 });
      // It shows the video's frame at thumbnail_at_seconds (texts still fading in at the first).
      await expectThumbnailOfFrame(result, Math.min(59, Math.round(template.thumbnail_at_seconds * 30)), 0);

      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(100);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    },
  );

  it("composes a thumbnail inside a transition as the video's own frame", async () => {
    const square = preview(templates.find((t) => t.width === t.height)!);
    const { sceneFrames, transitionFrames } = timelineOf(square);
    // Halfway through the crossing from the first scene into the second.
    const crossing = sceneFrames[0]! - transitionFrames + Math.floor(transitionFrames / 2);
    const template = { ...square, thumbnail_at_seconds: crossing / square.fps };
    const result = await renderVideo(request(template, 'crossing'));
    await expectThumbnailOfFrame(result, crossing, crossing - Math.floor(transitionFrames / 2) - 1);
  });

  it('adds a spoken voice-over as an AAC track when user_prompt.voiceover is true', async () => {
    // Its frames are only counted, so the test stack's low frame rate will do.
    const template = { ...preview(templates[0]!, 6), fps: TEST_TEMPLATE_FPS };
    const result = await renderVideo(
      request(template, 'voiceover', { language: 'fr', userPrompt: { headline: 'Éclat', voiceover: true } }),
    );
    expect(result.hasAudio).toBe(true);
    // …and the WebVTT captions of what it says.
    expect(await readFile(result.captionsPath!, 'utf8')).toMatch(/^WEBVTT\n\n1\n00:00:00\.4\d\d --> /);
    const media = await probeMedia(result.videoPath);
    const audio = media.streams.find((s) => s.codec_type === 'audio');
    // At the voice's own rate: espeak-ng speaks at 22.05 kHz, more would add no sound.
    expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '22050' });
    expect(Number(audio!.duration)).toBeCloseTo(6, 0);
    // Encoded beside the picture and copied in, the sound keeps its place: the encoder's 1,024
    // samples of priming lie before 0, trimmed by the MP4's edit list, not played as a delay.
    expect(await firstAudioPacketTimes(result.videoPath)).toEqual([-1024, 0]);
    expect(media.streams.find((s) => s.codec_type === 'video')).toMatchObject({
      nb_frames: String(6 * TEST_TEMPLATE_FPS),
    });
  });

  it('keeps every user text out of the ffmpeg command and still renders it', async () => {
    // A stand-in ffmpeg that records its exact argument list, then runs the real one.
    const argsFile = join(dir, 'ffmpeg.args');
    const wrapper = join(dir, 'ffmpeg-recording');
    await writeFile(
      wrapper,
      `#!/bin/sh\nfor a in "$@"; do printf '%s\\0' "$a"; done >> '${argsFile}'\nexec ffmpeg "$@"\n`,
    );
    await chmod(wrapper, 0o755);
    const webp = await writeTestProductImage(join(dir, 'product.webp'), 'webp');

    const template = { ...preview(templates.find((t) => t.width > t.height)!), fps: TEST_TEMPLATE_FPS };
    const result = await renderVideo(
      request(template, 'hostile', {
        imagePath: webp,
        product: { name: HOSTILE.join(' '), description: HOSTILE.join('\n') },
        userPrompt: {
          headline: HOSTILE[0],
          price: '100% off; [out]',
          call_to_action: HOSTILE[2],
          brand_color: '#7A3CFF',
        },
        binaries: { ffmpeg: wrapper },
      }),
    );

    const args = (await readFile(argsFile, 'utf8')).split('\0');
    expect(args.length).toBeGreaterThan(10);
    const needles = [
      ...HOSTILE,
      '%{localtime}',
      'textfile',
      '/etc/passwd',
      '[in]',
      '[out]',
      'drawtext',
      'fontcolor',
      '100%',
      '#7A3CFF',
      'Aurum',
    ];
    for (const needle of needles) {
      expect(args.filter((arg) => arg.includes(needle))).toEqual([]);
    }
    await expect(access(result.videoPath)).resolves.toBeUndefined();
    expect((await probeMedia(result.videoPath)).streams[0]).toMatchObject({ nb_frames: String(2 * TEST_TEMPLATE_FPS) });
  });

  it('kills ffmpeg and rejects when the render is aborted', async () => {
    const pidFile = join(dir, 'ffmpeg.pid');
    const wrapper = join(dir, 'ffmpeg-pid');
    await writeFile(wrapper, `#!/bin/sh\necho $$ > '${pidFile}'\nexec ffmpeg "$@"\n`);
    await chmod(wrapper, 0o755);
    const controller = new AbortController();

    const template = preview(
      templates.find((t) => t.width > t.height)!,
      30,
    );
    const rendering = renderVideo(
      request(template, 'aborted', {
        binaries: { ffmpeg: wrapper },
        signal: controller.signal,
        onProgress: (percent) => percent > 0 && controller.abort(),
      }),
    );

    await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await expect(access(join(dir, 'aborted', 'video.mp4'))).rejects.toThrow();
    // Not a speed test: a loaded machine may take seconds to reach the first progress report.
  }, 60_000);

  it('fails with image_invalid for a file that is not a picture', async () => {
    const notAnImage = join(dir, 'not-an-image.jpg');
    await writeFile(notAnImage, 'hello');
    const rendering = renderVideo(request(preview(templates[0]!), 'not-an-image', { imagePath: notAnImage }));
    await expect(rendering).rejects.toBeInstanceOf(RenderError);
    await expect(rendering).rejects.toMatchObject({ code: 'image_invalid' });
  });

  it('fails with image_invalid for a picture over 8,000 px a side, before decoding it', async () => {
    const huge = join(dir, 'huge.png');
    await writeFile(huge, await createCanvas(8001, 4).encode('png'));
    await expect(renderVideo(request(preview(templates[0]!), 'huge', { imagePath: huge }))).rejects.toMatchObject({
      code: 'image_invalid',
      message: expect.stringContaining('8001×4'),
    });
  });
});
