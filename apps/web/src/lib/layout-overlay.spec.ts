import { describe, expect, it } from '@jest/globals';
import type { FrameLayout } from '@reelsmith/sdk';
import { outlinedElements, overlayBox } from './layout-overlay.js';

const frame = { width: 1080, height: 1920 };

describe('overlayBox', () => {
  it('places a full-size box as percentages of the frame, so it fits any displayed size', () => {
    const box = overlayBox({ x: 108, y: 480, width: 540, height: 192 }, frame);
    expect(box).toEqual({ left: 10, top: 25, width: 50, height: 10 });
    // The half-size JPEG shown 270 px wide: the box starts 27 px in, as the full-size one 108 px in.
    expect((box.left / 100) * 270).toBe(27);
  });

  it('clips a box drawn partly outside the frame', () => {
    expect(overlayBox({ x: -108, y: 1824, width: 324, height: 192 }, frame)).toEqual({
      left: 0,
      top: 95,
      width: 20,
      height: 5,
    });
  });
});

describe('outlinedElements', () => {
  const element = (kind: string, name: string, width = 100, opacity = 1) => ({
    kind,
    name,
    box: { x: 0, y: 0, width, height: 50 },
    opacity,
    text: null,
  });

  it('leaves out the background and what has no area or is invisible, and keys repeated names apart', () => {
    const layout = {
      at_seconds: 1,
      width: 1080,
      height: 1920,
      warnings: [],
      elements: [
        element('background', 'background', 1080),
        element('shape', 'band'),
        element('text', 'headline'),
        element('text', 'headline'),
        element('text', 'empty', 0),
        element('text', 'hidden', 100, 0),
      ],
    } as FrameLayout;
    expect(outlinedElements(layout).map(({ key }) => key)).toEqual(['shape:band', 'text:headline', 'text:headline:2']);
  });
});
