import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates, previewTemplate, type TemplateDefinition } from '@reelsmith/templates';
import { probeMedia, runProcess } from '@reelsmith/media';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { RenderError } from '../src/composition/render-error.js';
import { renderStill, type RenderStillRequest } from '../src/composition/render-still.js';
import { renderVideo } from '../src/composition/render-video.js';

/** How alike two pictures of one size are: ffmpeg's PSNR over all planes, in dB. */
async function psnr(a: string, b: string): Promise<number> {
  const { stderr } = await runProcess('ffmpeg', [
    '-hide_banner',
    '-i',
    a,
    '-i',
    b,
    '-lavfi',
    'psnr',
    '-f',
    'null',
    '-',
  ]);
  const average = /average:(inf|[\d.]+)/.exec(stderr)?.[1];
  if (average === undefined) throw new Error(`no PSNR in ffmpeg's output: ${stderr}`);
  return average === 'inf' ? Infinity : Number(average);
}

describe(renderStill.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let template: TemplateDefinition;
  let request: RenderStillRequest;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    const vertical = (await loadTemplates()).find((t) => t.height > t.width)!;
    template = previewTemplate(vertical, { width: 320, height: 568, durationSeconds: 4 });
    request = {
      template,
      product: { name: 'Aurum Radiance Serum', description: 'A vitamin C serum for brighter skin.' },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      userPrompt: { headline: 'Glow all day' },
      language: 'en',
      watermark: true,
    };
  });
  afterAll(() => remove());

  const saved = async (name: string, jpeg: Buffer) => {
    const path = join(dir, name);
    await writeFile(path, jpeg);
    return path;
  };

  it("draws the video's own frame at half size: at the thumbnail moment it matches the thumbnail", async () => {
    // No watermark: at this test's tiny size its minimum type size would not scale by half.
    const unmarked = { ...request, watermark: false };
    const video = await renderVideo({ ...unmarked, outputDir: join(dir, 'video') });
    const still = await renderStill(unmarked);
    const opening = await renderStill({ ...unmarked, atSeconds: 0 });

    expect(still).toMatchObject({ width: 160, height: 284 });
    const path = await saved('still.jpg', still.jpeg);
    expect((await probeMedia(path)).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 160, height: 284 });
    const likeThumbnail = await psnr(path, video.thumbnailPath);
    expect(likeThumbnail).toBeGreaterThan(23);
    expect(await psnr(await saved('opening.jpg', opening.jpeg), video.thumbnailPath)).toBeLessThan(likeThumbnail - 2);
  });

  it('burns in the captions of the voice-over at a moment it speaks', async () => {
    const speaking = { ...request, atSeconds: 1.5 };
    const plain = await renderStill({ ...speaking, userPrompt: { voiceover: true } });
    const captioned = await renderStill({ ...speaking, userPrompt: { voiceover: true, captions: true } });
    expect(await psnr(await saved('plain.jpg', plain.jpeg), await saved('captioned.jpg', captioned.jpeg))).toBeLessThan(
      35,
    );
  });

  it('refuses a product picture that is not an image, as image_invalid', async () => {
    const imagePath = join(dir, 'not-an-image.png');
    await writeFile(imagePath, '<html></html>');
    await expect(renderStill({ ...request, imagePath })).rejects.toMatchObject({
      constructor: RenderError,
      code: 'image_invalid',
    });
  });
});
