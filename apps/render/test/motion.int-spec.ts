import type { FrameElement } from '@reelsmith/contracts';
import type { ProductSpec, Shape, TextElement } from '@reelsmith/templates';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { expectDrawnAsReported, ProbedVideo } from './frame-probe.js';

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

describe('moving texts', () => {
  let remove: () => Promise<void>;
  let video: ProbedVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await ProbedVideo.render(dir, { texts: [WORD] });
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
  let video: ProbedVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await ProbedVideo.render(dir, { shapes: [BAR] });
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
  let video: ProbedVideo;

  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    video = await ProbedVideo.render(dir, { product: PHOTO });
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

describe('a text that grows from smaller than its picture', () => {
  let remove: () => Promise<void>;
  let video: ProbedVideo;

  // Starting below scale 1 once made ffmpeg write past its frames (heap corruption).
  beforeAll(async () => {
    let dir: string;
    ({ dir, remove } = await temporaryDir());
    const pop = {
      ...WORD,
      exit: undefined,
      animate: {
        scale: [
          { at: 0, value: 0.4 },
          { at: 0.6, value: 1.2, easing: 'ease_out' as const },
          { at: 1, value: 1 },
        ],
        opacity: [
          { at: 0.2, value: 0.3 },
          { at: 0.8, value: 1 },
        ],
      },
    };
    video = await ProbedVideo.render(dir, { texts: [pop] });
  }, 60_000);
  afterAll(() => remove());

  it.each([1, 3, 6, 8, 12])('draws frame %i where and as opaque as its layout says', async (frame) => {
    const [word, pixels] = await Promise.all([video.element('word', frame), video.pixels(frame)]);
    expectDrawnAsReported(pixels, word, 4);
  });
});
