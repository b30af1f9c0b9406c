import type { Box, EnterEffect, TemplateDefinition } from './template.types.js';

/**
 * Where burned-in captions may be, from the frame's size alone: the platform safe area, the
 * corner the watermark takes, and the smallest region that holds a caption. The loader checks
 * each scene's caption region against them; the render draws into that region.
 */

/** Sizes of burned-in captions, from the frame's short side (1080 px in every built-in format). */
export function captionSizes(width: number, height: number, scale = 1) {
  const unit = Math.min(width, height) * scale;
  const minSize = unit * 0.04;
  const padding = { x: unit * 0.028, y: unit * 0.014 };
  const lineHeight = 1.2;
  const maxLines = 2;
  return {
    maxSize: unit * 0.06,
    minSize,
    lineHeight,
    maxLines,
    padding,
    radius: unit * 0.018,
    // Two lines at the smallest size, their padding, and room for tall marks (Thai, Devanagari).
    minRegion: {
      width: unit * 0.55,
      height: minSize * (lineHeight * maxLines + 0.4) + 2 * padding.y,
    },
  };
}

/**
 * The platform safe area. Vertical 9:16 (Reels, Shorts, TikTok): clear of the top 15 % (account
 * name, search), the bottom 20 % (description, music) and the action rail on the right (14 %).
 * Square and landscape: the title-safe area, 5 % in from each edge.
 */
export function safeArea(width: number, height: number): Box {
  if (height / width >= 1.5) {
    const x = width * 0.06;
    const y = height * 0.15;
    return { x, y, width: width * (1 - 0.14) - x, height: height * 0.8 - y };
  }
  return { x: width * 0.05, y: height * 0.05, width: width * 0.9, height: height * 0.9 };
}

/**
 * The bottom-right corner the "Made with Reelsmith" watermark may take in any language: as
 * wide as 40 % of the short side, and its pill's height (≈ 5 %) above a 3 % margin.
 */
export function watermarkCorner(width: number, height: number): Box {
  const unit = Math.min(width, height);
  return { x: width - unit * 0.45, y: height - unit * 0.09, width: unit * 0.45, height: unit * 0.09 };
}

export const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const contains = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;

/** How far a sliding text travels while it enters: 5 % of the frame's short side. */
export function slideDistance(width: number, height: number): number {
  return Math.round(Math.min(width, height) * 0.05);
}

/** Every place a text's box takes while it enters: a slide starts `distance` away from it. */
export function enterSweep(box: Box, effect: EnterEffect, distance: number): Box {
  switch (effect) {
    case 'slide_up':
      return { ...box, height: box.height + distance };
    case 'slide_down':
      return { ...box, y: box.y - distance, height: box.height + distance };
    case 'slide_left':
      return { ...box, width: box.width + distance };
    case 'slide_right':
      return { ...box, x: box.x - distance, width: box.width + distance };
    case 'fade':
      return box;
  }
}

/** How much a fitted definition's sizes were scaled (profile-fit.ts); 1 for a template as written. */
export const frameScale = (template: Pick<TemplateDefinition, 'fitted'>): number => template.fitted?.scale ?? 1;

/** How far a slide travels in this definition's frame, scaled with it when it was fitted. */
export function slideDistanceOf(template: Pick<TemplateDefinition, 'width' | 'height' | 'fitted'>): number {
  return Math.round(slideDistance(template.width, template.height) * frameScale(template));
}
