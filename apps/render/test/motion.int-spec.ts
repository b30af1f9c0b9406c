import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameElement } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { loadTemplates, previewTemplate, type TemplateDefinition, type TextElement } from '@reelsmith/templates';
import { layoutStill, type RenderStillRequest } from '../src/composition/render-still.js';
import { renderVideo } from '../src/composition/render-video.js';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';

const SIZE = 320;
const FPS = 10;
/**
 * A drawn white is luma 255, above video white (235): over video black (16) at opacity α it is
 * 16 + 239α, which reads back as full-range grey (Y − 16) × 255 / 219 = 278α.
 */
const FULL_WHITE_GREY = 278;

/**
 * One white word on black that moves (keyframes and an exit) through the first scene of a small
 * square template: what the video shows at a frame must be where, and as opaque as, the layout
 * of that frame says.
 */
function movingWordTemplate(square: TemplateDefinition): TemplateDefinition {
  const template = previewTemplate(square, { width: SIZE, height: SIZE, durationSeconds: 6 });
  const [first, ...rest] = template.scenes;
  const word: TextElement = {
    ...first!.texts.find((text) => text.name === 'headline')!,
    name: 'word',
    text: '{{user_prompt.headline}}',
    box: { x: 40, y: 130, width: 160, height: 60 },
    captions_box: undefined,
    panel: undefined,
    colour: '#FFFFFF',
    enter: { effect: 'fade', at: 0, duration: 0.1 },
    exit: { effect: 'slide_down', at: 1.6, duration: 0.4 },
    animate: {
      x: [
        { at: 0.2, value: 0 },
        { at: 1, value: 80, easing: 'ease_in_out' },
      ],
      scale: [
        { at: 0.2, value: 1 },
        { at: 1, value: 1.5 },
      ],
      rotation: [
        { at: 1, value: 0 },
        { at: 1.4, value: 30, easing: 'ease_out' },
      ],
      opacity: [
        { at: 0.4, value: 1 },
        { at: 0.8, value: 0.5 },
      ],
    },
  };
  return {
    ...template,
    fps: FPS,
    voiceover: [],
    scenes: [{ ...first!, background: { colour: '#000000' }, shapes: [], product: undefined, texts: [word] }, ...rest],
  };
}

/** The bounds and brightest value of the bright pixels of a grey frame. */
function brightPixels(grey: Buffer) {
  let [left, top, right, bottom, brightest] = [SIZE, SIZE, -1, -1, 0];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const value = grey[y * SIZE + x]!;
      brightest = Math.max(brightest, value);
      if (value < 40) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { left, top, right, bottom, brightest };
}

describe('moving texts', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let request: Omit<RenderStillRequest, 'atSeconds'>;
  let videoPath: string;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    const square = (await loadTemplates()).find((template) => template.width === template.height)!;
    const template = movingWordTemplate(square);
    expect(template.scenes[0]!.duration_seconds).toBeGreaterThan(2.2);
    request = {
      template,
      product: { name: 'Mug', description: 'A mug.' },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      userPrompt: { headline: 'MOVE' },
      language: 'en',
      watermark: false,
    };
    ({ videoPath } = await renderVideo({ ...request, outputDir: join(dir, 'video') }));
  }, 60_000);
  afterAll(() => remove());

  async function frameOfVideo(frame: number): Promise<Buffer> {
    const raw = join(dir, `frame${frame}.grey`);
    // prettier-ignore
    await runProcess('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', videoPath,
      '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', raw,
    ]);
    return readFile(raw);
  }

  const wordAt = async (frame: number): Promise<FrameElement | undefined> =>
    (await layoutStill({ ...request, atSeconds: frame / FPS })).elements.find((element) => element.name === 'word');

  // Frames at rest, moving and growing, fading to half, turning, and sliding out.
  it.each([1, 5, 7, 8, 12, 14, 17, 18])('draws frame %i where and as opaque as its layout says', async (frame) => {
    const [word, pixels] = await Promise.all([wordAt(frame), frameOfVideo(frame).then(brightPixels)]);
    expect(word).toBeDefined();
    const { box, opacity } = word!;
    // The layout reports the ink's bounds (turned: the bounds of the turned ink box), the video
    // shows the glyphs: they lie inside it, and fill it but for antialiasing when not turned.
    const slack = frame >= 11 ? box.width / 3 : 3;
    expect(pixels.left).toBeGreaterThanOrEqual(box.x - 3);
    expect(pixels.right).toBeLessThanOrEqual(box.x + box.width + 3);
    expect(pixels.top).toBeGreaterThanOrEqual(box.y - 3);
    expect(pixels.bottom).toBeLessThanOrEqual(box.y + box.height + 3);
    expect(pixels.left).toBeLessThanOrEqual(box.x + slack);
    expect(pixels.right).toBeGreaterThanOrEqual(box.x + box.width - slack);
    expect(Math.abs(pixels.brightest - Math.min(255, FULL_WHITE_GREY * opacity))).toBeLessThan(16);
  });

  it('moves, grows, fades and turns the word as keyed, and it is gone after its exit', async () => {
    const [resting, moved, halfOpaque, turned] = await Promise.all([1, 10, 9, 14].map(wordAt));
    // Grown about its box's centre (x 120), then moved 80 px right: the ink, left of that centre, moves less.
    const centre = (box: FrameElement['box']) => box.x + box.width / 2;
    expect(centre(moved!.box)).toBeCloseTo(120 + 80 + 1.5 * (centre(resting!.box) - 120), 0);
    expect(moved!.box.width).toBeCloseTo(resting!.box.width * 1.5, -1);
    expect(halfOpaque!.opacity).toBe(0.5);
    expect(turned!.box.height).toBeGreaterThan(moved!.box.height * 1.5);
    expect(await wordAt(21)).toBeUndefined();
    expect(brightPixels(await frameOfVideo(21)).brightest).toBeLessThan(40);
  });
});
