import { arrangedTemplate } from './arrangement.js';
import { EASINGS, type TemplateDefinition, type TextElement } from './template.types.js';
import { eased, keyframeValue, motionAt, motionSweep, movedRect, RESTING } from './motion.js';
import { loadTemplates } from './template-loader.js';
import { previewTemplate } from './template-preview.js';

const still = { enter: { effect: 'fade', at: 0, duration: 0.5 } } satisfies Pick<TextElement, 'enter'>;

describe('motion', () => {
  it('eases every segment from its start to its end, in between and monotonically', () => {
    for (const easing of EASINGS) {
      expect(eased(easing, 0)).toBe(0);
      expect(eased(easing, 1)).toBe(1);
      const samples = Array.from({ length: 101 }, (_, i) => eased(easing, i / 100));
      samples.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(samples[i]!));
    }
    expect(eased('ease_in', 0.5)).toBeLessThan(0.5);
    expect(eased('ease_out', 0.5)).toBeGreaterThan(0.5);
    expect(eased('ease_in_out', 0.5)).toBeCloseTo(0.5);
  });

  it('holds the first key before it and the last after it, and eases by the key a segment ends at', () => {
    const keys = [
      { at: 1, value: 10 },
      { at: 2, value: 20, easing: 'ease_in' as const },
      { at: 2, value: 50 },
      { at: 3, value: 0 },
    ];
    expect(keyframeValue(keys, 0)).toBe(10);
    expect(keyframeValue(keys, 1.5)).toBeCloseTo(10 + 10 * 0.125);
    // Two keys at one moment jump: the later one stands from that moment on.
    expect(keyframeValue(keys, 2)).toBe(50);
    expect(keyframeValue(keys, 2.5)).toBeCloseTo(25);
    expect(keyframeValue(keys, 9)).toBe(0);
  });

  it('rests once entered, fades in linearly and slides in with a cubic ease out', () => {
    const slide = { enter: { effect: 'slide_up' as const, at: 1, duration: 1 } };
    expect(motionAt(slide, 0.5, 40)).toEqual({ ...RESTING, dy: 40, opacity: 0 });
    expect(motionAt(slide, 1.5, 40)).toEqual({ ...RESTING, dy: 40 * 0.5 ** 3, opacity: 0.5 });
    expect(motionAt(slide, 5, 40)).toEqual(RESTING);
  });

  it('leaves by its exit, the entrance played backwards: slide_up leaves upwards, and is gone after it', () => {
    const leaving = { ...still, exit: { effect: 'slide_up' as const, at: 2, duration: 1 } };
    expect(motionAt(leaving, 2, 40)).toEqual(RESTING);
    const halfway = motionAt(leaving, 2.5, 40);
    expect(halfway.dy).toBeCloseTo(-40 * 0.125);
    expect(halfway.opacity).toBeCloseTo(0.5);
    expect(motionAt(leaving, 3, 40).opacity).toBe(0);
  });

  it('adds keyframed moves to the entrance and multiplies keyframed opacity into it', () => {
    const moving = {
      enter: { effect: 'slide_right' as const, at: 0, duration: 1 },
      animate: {
        x: [
          { at: 0, value: 0 },
          { at: 2, value: 100 },
        ],
        opacity: [{ at: 0, value: 0.5 }],
        scale: [
          { at: 0, value: 1 },
          { at: 2, value: 2 },
        ],
        rotation: [{ at: 0, value: 15 }],
      },
    };
    const at = motionAt(moving, 0.5, 40);
    expect(at.dx).toBeCloseTo(-40 * 0.125 + 25);
    expect(at.opacity).toBeCloseTo(0.25);
    expect(at.scale).toBeCloseTo(1.25);
    expect(at.rotation).toBe(15);
  });

  it('bounds every place an element takes: a sweep holds its moved box at every moment', () => {
    const box = { x: 100, y: 200, width: 300, height: 80 };
    const element = {
      enter: { effect: 'slide_left' as const, at: 0, duration: 0.5 },
      exit: { effect: 'slide_down' as const, at: 2.5, duration: 0.5 },
      animate: {
        x: [
          { at: 0.5, value: 0 },
          { at: 1.5, value: -120, easing: 'ease_in_out' as const },
        ],
        scale: [
          { at: 1, value: 1 },
          { at: 2, value: 1.4 },
        ],
        rotation: [
          { at: 1, value: -30 },
          { at: 2, value: 60 },
        ],
        // A jump at 2.2 s: up to 90 px down, then at once 70 px up.
        y: [
          { at: 1.8, value: 0 },
          { at: 2.2, value: 90 },
          { at: 2.2, value: -70 },
        ],
      },
    };
    const sweep = motionSweep(element, box, 40);
    for (let t = 0; t <= 3; t += 0.001) {
      const { x, y, width, height } = movedRect(box, box, motionAt(element, t, 40)).bounds;
      expect(x).toBeGreaterThanOrEqual(sweep.x - 1e-3);
      expect(y).toBeGreaterThanOrEqual(sweep.y - 1e-3);
      expect(x + width).toBeLessThanOrEqual(sweep.x + sweep.width + 1e-3);
      expect(y + height).toBeLessThanOrEqual(sweep.y + sweep.height + 1e-3);
    }
    // A plain move right is swept exactly: from its place to 50 px right.
    expect(
      motionSweep(
        {
          animate: {
            x: [
              { at: 0, value: 0 },
              { at: 1, value: 50 },
            ],
          },
        },
        box,
        40,
      ),
    ).toEqual({
      ...box,
      width: 350,
    });
  });

  describe('in arranged and resized templates', () => {
    let template: TemplateDefinition;
    beforeAll(async () => {
      const [first] = await loadTemplates();
      template = structuredClone(first!);
      template.scenes[0]!.texts[0] = {
        ...template.scenes[0]!.texts[0]!,
        exit: { effect: 'slide_left', at: 2, duration: 0.5 },
        animate: {
          x: [{ at: 1, value: 30 }],
          y: [{ at: 1, value: 20 }],
          rotation: [{ at: 2, value: 10 }],
        },
      };
    });

    it('mirrors right to left: moves and turns go the other way, a slide left leaves right', () => {
      const text = arrangedTemplate(template, { captions: false, direction: 'rtl' }).scenes[0]!.texts[0]!;
      expect(text.exit?.effect).toBe('slide_right');
      expect(text.animate).toEqual({
        x: [{ at: 1, value: -30 }],
        y: [{ at: 1, value: 20 }],
        rotation: [{ at: 2, value: -10 }],
      });
    });

    it('scales a preview: keys keep their place in time and the frame', () => {
      const half = previewTemplate(template, {
        width: template.width / 2,
        height: template.height / 4,
        durationSeconds: template.duration_seconds * 2,
      });
      const text = half.scenes[0]!.texts[0]!;
      expect(text.exit).toEqual({ effect: 'slide_left', at: 4, duration: 1 });
      expect(text.animate).toEqual({
        x: [{ at: 2, value: 15 }],
        y: [{ at: 2, value: 5 }],
        rotation: [{ at: 4, value: 10 }],
      });
    });
  });
});
