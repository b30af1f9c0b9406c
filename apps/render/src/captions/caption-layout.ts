import type { Box, TemplateDefinition, Timeline, Transition } from '@reelsmith/templates';

/**
 * Where burned-in captions may go: inside the platform's safe area, never over the product.
 * Pure geometry on the template's own pixels; caption-layers.ts draws into what this finds.
 */

export type Rect = Box;

/** Sizes of burned-in captions, from the frame's short side (1080 px in every built-in format). */
export interface CaptionStyle {
  maxSize: number;
  minSize: number;
  lineHeight: number;
  maxLines: number;
  padding: { x: number; y: number };
  radius: number;
  /** Clear space kept around the product. */
  margin: number;
  /** A region narrower or lower than these cannot hold two lines of a full caption at minSize. */
  minWidth: number;
  minHeight: number;
  /** A strip lower than this cannot hold even one line at minSize. */
  minLineHeight: number;
  /** Wider captions are hard to read in one sweep; a wider region is narrowed around its centre. */
  maxWidth: number;
}

export function captionStyle(width: number, height: number): CaptionStyle {
  const unit = Math.min(width, height);
  const minSize = unit * 0.04;
  const maxSize = unit * 0.06;
  const padding = { x: unit * 0.028, y: unit * 0.014 };
  const lineHeight = 1.2;
  const maxLines = 2;
  // The lines, their padding, and room for tall marks (Thai, Devanagari).
  const blockHeight = (size: number, lines: number) => size * (lineHeight * lines + 0.4) + 2 * padding.y;
  return {
    maxSize,
    minSize,
    lineHeight,
    maxLines,
    padding,
    radius: unit * 0.018,
    margin: unit * 0.03,
    minWidth: unit * 0.55,
    minHeight: blockHeight(minSize, maxLines),
    minLineHeight: blockHeight(minSize, 1),
    maxWidth: unit,
  };
}

/**
 * The platform safe area. Vertical 9:16 (Reels, Shorts, TikTok): clear of the top 15 % (account
 * name, search), the bottom 20 % (description, music) and the action rail on the right (14 %).
 * Square and landscape: the title-safe area, 5 % in from each edge.
 */
export function safeArea(width: number, height: number): Rect {
  if (height / width >= 1.5) {
    const x = width * 0.06;
    const y = height * 0.15;
    return { x, y, width: width * (1 - 0.14) - x, height: height * 0.8 - y };
  }
  return { x: width * 0.05, y: height * 0.05, width: width * 0.9, height: height * 0.9 };
}

export const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const grow = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

/**
 * Everywhere a product box may be during a transition. Fades and wipes keep pictures in place;
 * slides carry them across the frame along one axis, so the whole band they travel counts.
 */
function sweep(box: Rect, transition: Transition, width: number, height: number): Rect {
  switch (transition) {
    case 'slideleft':
    case 'slideright':
      return { x: 0, y: box.y, width, height: box.height };
    case 'slideup':
    case 'slidedown':
      return { x: box.x, y: 0, width: box.width, height };
    case 'fade':
    case 'fadeblack':
    case 'fadewhite':
    case 'wipeleft':
    case 'wiperight':
    case 'wipeup':
    case 'wipedown':
      return box;
  }
}

/**
 * The best rectangle of `area` that meets none of the obstacles: the widest (captions read
 * best on few lines), then the lowest (the lower third, where viewers look for them), then the
 * tallest. Null when none is at least `minWidth` × `minHeight`. Obstacles are few (a product or
 * two, a watermark), so every rectangle between their edges is tried.
 */
export function freeRegion(area: Rect, obstacles: Rect[], minWidth: number, minHeight: number): Rect | null {
  const right = area.x + area.width;
  const bottom = area.y + area.height;
  const within = (values: number[], low: number, high: number) =>
    [...new Set([low, high, ...values.filter((v) => v > low && v < high)])].sort((a, b) => a - b);
  const xs = within(
    obstacles.flatMap((o) => [o.x, o.x + o.width]),
    area.x,
    right,
  );
  const ys = within(
    obstacles.flatMap((o) => [o.y, o.y + o.height]),
    area.y,
    bottom,
  );
  let best: Rect | null = null;
  const better = (r: Rect, than: Rect) =>
    r.width !== than.width
      ? r.width > than.width
      : r.y + r.height !== than.y + than.height
        ? r.y + r.height > than.y + than.height
        : r.height > than.height;
  for (let a = 0; a < xs.length; a++) {
    for (let b = a + 1; b < xs.length; b++) {
      for (let c = 0; c < ys.length; c++) {
        for (let d = c + 1; d < ys.length; d++) {
          const r = { x: xs[a]!, y: ys[c]!, width: xs[b]! - xs[a]!, height: ys[d]! - ys[c]! };
          if (r.width < minWidth || r.height < minHeight) continue;
          if (obstacles.some((o) => intersects(o, r))) continue;
          if (!best || better(r, best)) best = r;
        }
      }
    }
  }
  return best;
}

/** A run of frames and where captions go during it; a null region: nowhere, they are hidden then. */
export interface CaptionSpan {
  firstFrame: number;
  lastFrame: number;
  /**
   * Where a caption goes: clear of the texts too when that leaves room for two lines at the
   * smallest size; otherwise clear of the products only, and `clear` is false.
   */
  region: Rect | null;
  clear: boolean;
  /** When region is not clear: the best strip clear of the texts that holds one line at the smallest size. */
  strip: Rect | null;
  /** The product boxes on screen then (or swept by a slide). */
  products: Rect[];
  /** What a caption never meets: the products grown by the margin, and `avoid`. */
  obstacles: Rect[];
  /** The texts on screen then, covered as little as possible when nothing clear of them fits. */
  texts: Rect[];
}

export interface CaptionSpanOptions {
  /** Always kept clear (the watermark). */
  avoid?: Rect[];
  /** Per scene, where its texts are drawn: kept clear when there is room, covered otherwise. */
  texts?: Rect[][];
}

/**
 * Cuts the video into the frames each scene shows alone and the frames two scenes share, and
 * finds the caption region of each, inside the safe area and at most `maxWidth` wide: clear of
 * the products visible then (grown by the margin) and of `avoid`, and of the scene's texts too
 * when some region is. Otherwise a strip clear of the texts for one small line, if any, and the
 * region clear of the products only, where caption-layers.ts covers as little text as it can.
 */
export function captionSpans(
  template: Pick<TemplateDefinition, 'width' | 'height' | 'scenes' | 'transition'>,
  timeline: Timeline,
  options: CaptionSpanOptions = {},
): CaptionSpan[] {
  const { width, height } = template;
  const style = captionStyle(width, height);
  const area = safeArea(width, height);
  const overlap = timeline.transitionFrames;
  const last = template.scenes.length - 1;
  const spans: CaptionSpan[] = [];
  const add = (firstFrame: number, lastFrame: number, products: Rect[], texts: Rect[]) => {
    if (lastFrame < firstFrame) return;
    const obstacles = [...products.map((p) => grow(p, style.margin)), ...(options.avoid ?? [])];
    const span = { firstFrame, lastFrame, products, obstacles, texts };
    const clear = freeRegion(area, [...obstacles, ...texts], style.minWidth, style.minHeight);
    if (clear) {
      spans.push({ ...span, region: narrowed(clear, style.maxWidth), clear: true, strip: null });
      return;
    }
    const region = freeRegion(area, obstacles, style.minWidth, style.minHeight);
    const strip = region && freeRegion(area, [...obstacles, ...texts], style.minWidth, style.minLineHeight);
    spans.push({
      ...span,
      region: region && narrowed(region, style.maxWidth),
      clear: false,
      strip: strip && narrowed(strip, style.maxWidth),
    });
  };
  const productOf = (s: number) => template.scenes[s]!.product?.box;
  const textsOf = (s: number) => options.texts?.[s] ?? [];
  let start = 0;
  template.scenes.forEach((_, i) => {
    const frames = timeline.sceneFrames[i]!;
    const head = i > 0 ? overlap : 0;
    const tail = i < last ? overlap : 0;
    if (head > 0) {
      const moving = (rects: Rect[]) => rects.map((r) => sweep(r, template.transition.effect, width, height));
      const products = [productOf(i - 1), productOf(i)].flatMap((box) => box ?? []);
      add(start, start + head - 1, moving(products), moving([...textsOf(i - 1), ...textsOf(i)]));
    }
    const product = productOf(i);
    add(start + head, start + frames - tail - 1, product ? [product] : [], textsOf(i));
    start += frames - tail;
  });
  return spans;
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** A place for a caption, how many texts it covers and how much of them, in square pixels. */
export interface CoveringPlace {
  x: number;
  y: number;
  texts: number;
  covered: number;
}

/** Whether a covers fewer texts than b, or as many and less of them. */
export const coversLess = (a: Omit<CoveringPlace, 'x' | 'y'>, b: Omit<CoveringPlace, 'x' | 'y'>): boolean =>
  a.texts !== b.texts ? a.texts < b.texts : a.covered < b.covered;

/**
 * Where a caption of the given size covers the fewest texts, and the least of them, inside
 * `area` and meeting no obstacle; of equally good places, the lowest (the lower third, where
 * viewers look for captions), then the most central. The places tried touch an edge of the
 * area, an obstacle or a text on each axis, which is where what it covers can change. Null
 * when it fits nowhere.
 */
export function leastCoveringPlace(
  size: { width: number; height: number },
  area: Rect,
  obstacles: Rect[],
  texts: Rect[],
): CoveringPlace | null {
  const edges = [...obstacles, ...texts];
  const xs = [
    area.x + (area.width - size.width) / 2,
    area.x,
    area.x + area.width - size.width,
    ...edges.flatMap((r) => [r.x - size.width, r.x + r.width]),
  ];
  const ys = [area.y, area.y + area.height - size.height, ...edges.flatMap((r) => [r.y - size.height, r.y + r.height])];
  const offCentre = (place: CoveringPlace) => Math.abs(place.x + size.width / 2 - (area.x + area.width / 2));
  let best: CoveringPlace | null = null;
  for (const x of xs) {
    for (const y of ys) {
      const rect = { x, y, width: size.width, height: size.height };
      const inside =
        x >= area.x && y >= area.y && x + size.width <= area.x + area.width && y + size.height <= area.y + area.height;
      if (!inside || obstacles.some((o) => intersects(o, rect))) continue;
      const overlaps = texts.map((text) => overlapArea(rect, text)).filter((covered) => covered > 0);
      const place = { x, y, texts: overlaps.length, covered: overlaps.reduce((sum, covered) => sum + covered, 0) };
      const tie = !best || (!coversLess(place, best) && !coversLess(best, place));
      if (
        !best ||
        coversLess(place, best) ||
        (tie && (place.y > best.y || (place.y === best.y && offCentre(place) < offCentre(best))))
      )
        best = place;
    }
  }
  return best;
}

function narrowed(region: Rect, maxWidth: number): Rect {
  if (region.width <= maxWidth) return region;
  return { ...region, x: region.x + (region.width - maxWidth) / 2, width: maxWidth };
}
