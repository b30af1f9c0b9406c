import type { FrameLayout } from '@reelsmith/sdk';

export type LayoutElement = FrameLayout['elements'][number];

/** A box as percentages of the frame: it stays on its element at whatever size the still is shown. */
export interface OverlayBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where `box` (the template's full-size pixels) lies over a picture of the whole frame,
 * clipped to the frame (a text may be drawn partly outside it).
 */
export function overlayBox(box: LayoutElement['box'], frame: { width: number; height: number }): OverlayBox {
  const left = clamp(box.x, frame.width);
  const top = clamp(box.y, frame.height);
  const right = clamp(box.x + box.width, frame.width);
  const bottom = clamp(box.y + box.height, frame.height);
  const percent = (value: number, whole: number) => Math.round((value / whole) * 10_000) / 100;
  return {
    left: percent(left, frame.width),
    top: percent(top, frame.height),
    width: percent(right - left, frame.width),
    height: percent(bottom - top, frame.height),
  };
}

const clamp = (value: number, whole: number) => Math.min(Math.max(value, 0), whole);

/**
 * The elements worth outlining, each with a key unique in the frame: everything drawn but the
 * background (the whole frame) and what has no area or cannot be seen.
 */
export function outlinedElements(layout: FrameLayout): Array<{ key: string; element: LayoutElement }> {
  const seen = new Map<string, number>();
  return layout.elements.flatMap((element) => {
    if (element.kind === 'background' || element.box.width <= 0 || element.box.height <= 0) return [];
    if (element.opacity <= 0) return [];
    const base = `${element.kind}:${element.name}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [{ key: count === 1 ? base : `${base}:${count}`, element }];
  });
}
