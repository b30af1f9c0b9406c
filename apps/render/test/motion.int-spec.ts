import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameElement } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import {
  loadTemplates,
  previewTemplate,
  type ProductSpec,
  type Shape,
  type TemplateDefinition,
  type TextElement,
} from '@reelsmith/templates';
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
 * A small square template whose first scene is black and shows only `texts` and `shapes`, white
 * and moving (keyframes, exits): what the video shows at a frame must be where, and as opaque
 * as, the layout of that frame says.
 */
function movingTemplate(
  square: TemplateDefinition,
  texts: TextElement[],
  shapes: Shape[],
  product?: ProductSpec,
): TemplateDefinition {
  const template = previewTemplate(square, { width: SIZE, height: SIZE, durationSeconds: 6 });
  const [first, ...rest] = template.scenes;
  const headline = first!.texts.find((text) => text.name === 'headline')!;
  return {
    ...template,
    fps: FPS,
    voiceover: [],
    scenes: [
      {
        ...first!,
        background: { colour: '#000000' },
        shapes,
        product,
        texts: texts.map((text) => ({ ...headline, captions_box: undefined, panel: undefined, ...text })),
      },
      ...rest,
    ],
  };
}

const WORD: TextElement = {
  name: 'word',
  text: '{{user_prompt.headline}}',
  box: { x: 40, y: 130, width: 160, height: 60 },
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
} as TextElement;

/** A photo on a white backdrop: the box is bright all over, as video white (grey 255 at full opacity). */
const PHOTO: ProductSpec = {
  name: 'photo',
  box: { x: 140, y: 140, width: 120, height: 120 },
  fit: 'contain',
  backdrop: '#FFFFFF',
  zoom: { from: 1, to: 1 },
  shadow: true,
  enter: { effect: 'slide_up', at: 0, duration: 0.4 },
  exit: { effect: 'fade', at: 1.6, duration: 0.4 },
  animate: {
    scale: [
      { at: 0.4, value: 1 },
      { at: 1, value: 0.5, easing: 'ease_out' },
    ],
    rotation: [
      { at: 1, value: 0 },
      { at: 1.5, value: 90 },
    ],
  },
};

const BAR: Shape = {
  name: 'bar',
  kind: 'rect',
  box: { x: 40, y: 20, width: 80, height: 40 },
  colour: '#FFFFFF',
  enter: { effect: 'slide_right', at: 0.1, duration: 0.3 },
  exit: { effect: 'fade', at: 1.6, duration: 0.4 },
  animate: {
    y: [
      { at: 0.4, value: 0 },
      { at: 1.2, value: 150, easing: 'ease_in' },
    ],
    rotation: [
      { at: 0.8, value: 0 },
      { at: 1.4, value: -45 },
    ],
    opacity: [
      { at: 0.4, value: 1 },
      { at: 1, value: 0.6 },
    ],
  },
};

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

/** A rendered video of a moving template, its frames and the layouts of its frames. */
class MovingVideo {
  private constructor(
    private readonly dir: string,
    private readonly request: Omit<RenderStillRequest, 'atSeconds'>,
    private readonly videoPath: string,
  ) {}

  static async render(dir: string, texts: TextElement[], shapes: Shape[], product?: ProductSpec): Promise<MovingVideo> {
    const square = (await loadTemplates()).find((template) => template.width === template.height)!;
    const template = movingTemplate(square, texts, shapes, product);
    expect(template.scenes[0]!.duration_seconds).toBeGreaterThan(2.2);
    const request = {
      template,
      product: { name: 'Mug', description: 'A mug.' },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      userPrompt: { headline: 'MOVE' },
      language: 'en' as const,
      watermark: false,
    };
    const { videoPath } = await renderVideo({ ...request, outputDir: join(dir, 'video') });
    return new MovingVideo(dir, request, videoPath);
  }

  async pixels(frame: number): Promise<ReturnType<typeof brightPixels>> {
    const raw = join(this.dir, `frame${frame}.grey`);
    // prettier-ignore
    await runProcess('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', this.videoPath,
      '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', raw,
    ]);
    return brightPixels(await readFile(raw));
  }

  async element(name: string, frame: number): Promise<FrameElement | undefined> {
    const layout = await layoutStill({ ...this.request, atSeconds: frame / FPS });
    return layout.elements.find((element) => element.name === name);
  }
}

/** The drawn pixels lie inside the reported box, reach its sides within `slack`, and are as opaque as it says. */
function expectDrawnAsReported(
  pixels: ReturnType<typeof brightPixels>,
  element: FrameElement | undefined,
  slack: number,
  white = FULL_WHITE_GREY,
) {
  expect(element).toBeDefined();
  const { box, opacity } = element!;
  expect(pixels.left).toBeGreaterThanOrEqual(box.x - 3);
  expect(pixels.right).toBeLessThanOrEqual(box.x + box.width + 3);
  expect(pixels.top).toBeGreaterThanOrEqual(box.y - 3);
  expect(pixels.bottom).toBeLessThanOrEqual(box.y + box.height + 3);
  expect(pixels.left).toBeLessThanOrEqual(box.x + slack);
  expect(pixels.right).toBeGreaterThanOrEqual(box.x + box.width - slack);
  expect(Math.abs(pixels.brightest - Math.min(255, white * opacity))).toBeLessThan(16);
}

describe('moving texts', () => {
  let remove: () => Promise<void>;
  let video: MovingVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await MovingVideo.render(dir, [WORD], []);
  }, 60_000);
  afterAll(() => remove());

  // Frames at rest, moving and growing, fading to half, turning, and sliding out.
  it.each([1, 5, 7, 8, 12, 14, 17, 18])('draws frame %i where and as opaque as its layout says', async (frame) => {
    const [word, pixels] = await Promise.all([video.element('word', frame), video.pixels(frame)]);
    // The layout reports the ink's bounds (turned: the bounds of the turned ink box), the video
    // shows the glyphs: they lie inside it, and fill it but for antialiasing and the scaled
    // picture's even size when not turned.
    expectDrawnAsReported(pixels, word, frame >= 11 ? word!.box.width / 3 : 4);
  });

  it('moves, grows, fades and turns the word as keyed, and it is gone after its exit', async () => {
    const [resting, moved, halfOpaque, turned] = await Promise.all([1, 10, 9, 14].map((f) => video.element('word', f)));
    // Grown about its box's centre (x 120), then moved 80 px right: the ink, left of that centre, moves less.
    const centre = (box: FrameElement['box']) => box.x + box.width / 2;
    expect(centre(moved!.box)).toBeCloseTo(120 + 80 + 1.5 * (centre(resting!.box) - 120), 0);
    expect(moved!.box.width).toBeCloseTo(resting!.box.width * 1.5, -1);
    expect(halfOpaque!.opacity).toBe(0.5);
    expect(turned!.box.height).toBeGreaterThan(moved!.box.height * 1.5);
    expect(await video.element('word', 21)).toBeUndefined();
    expect((await video.pixels(21)).brightest).toBeLessThan(40);
  });
});

describe('moving shapes', () => {
  let remove: () => Promise<void>;
  let video: MovingVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await MovingVideo.render(dir, [], [BAR]);
  }, 60_000);
  afterAll(() => remove());

  it('is not drawn before its entrance', async () => {
    expect(await video.element('bar', 0)).toBeUndefined();
    expect((await video.pixels(0)).brightest).toBeLessThan(40);
  });

  // Sliding in, falling, turning while half transparent, fading out.
  it.each([2, 6, 9, 12, 14, 17])('draws frame %i where and as opaque as its layout says', async (frame) => {
    const [bar, pixels] = await Promise.all([video.element('bar', frame), video.pixels(frame)]);
    expectDrawnAsReported(pixels, bar, 3);
  });

  it('falls, turns anticlockwise and leaves as keyed', async () => {
    const [resting, fallen] = await Promise.all([4, 12].map((f) => video.element('bar', f)));
    expect(resting!.box).toEqual({ x: 40, y: 20, width: 80, height: 40 });
    expect(fallen!.box.y + fallen!.box.height / 2).toBeCloseTo(40 + 150, 0);
    expect(fallen!.box.height).toBeGreaterThan(60);
    expect(await video.element('bar', 21)).toBeUndefined();
  });
});

describe('a moving product', () => {
  let remove: () => Promise<void>;
  let video: MovingVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await MovingVideo.render(dir, [], [], PHOTO);
  }, 60_000);
  afterAll(() => remove());

  // Sliding up, shrinking, turning a quarter, fading out.
  it.each([1, 4, 8, 12, 15, 18])('draws frame %i where and as opaque as its layout says', async (frame) => {
    const [photo, pixels] = await Promise.all([video.element('photo', frame), video.pixels(frame)]);
    expectDrawnAsReported(pixels, photo, 3, 255);
  });

  it('shrinks to half about its centre and is gone after its exit', async () => {
    const half = await video.element('photo', 10);
    expect(half!.box).toEqual({ x: 170, y: 170, width: 60, height: 60 });
    expect(await video.element('photo', 21)).toBeUndefined();
    expect((await video.pixels(21)).brightest).toBeLessThan(40);
  });
});
