import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { colourOf, moves, withAlpha, type Fill, type Palette, type Scene, type Shape } from '@reelsmith/templates';
import { rgbaPicture, type RgbaPicture } from '../drawing/layer.js';

function paintFill(ctx: SKRSContext2D, fill: Fill, palette: Palette, width: number, height: number): void {
  if ('colour' in fill) {
    ctx.fillStyle = colourOf(fill.colour, palette);
  } else {
    // CSS convention: 0° points up, 90° right; the line spans the frame's corners.
    const radians = (fill.gradient.angle * Math.PI) / 180;
    const half = (Math.abs(width * Math.sin(radians)) + Math.abs(height * Math.cos(radians))) / 2;
    const dx = Math.sin(radians) * half;
    const dy = -Math.cos(radians) * half;
    const gradient = ctx.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
    gradient.addColorStop(0, colourOf(fill.gradient.from, palette));
    gradient.addColorStop(1, colourOf(fill.gradient.to, palette));
    ctx.fillStyle = gradient;
  }
  ctx.fillRect(0, 0, width, height);
}

/**
 * True when a scene's background is one colour and nothing else: it is then drawn at 2×2 and
 * stretched by ffmpeg, which saves drawing, reading out and converting a full frame.
 */
export function isPlainBackground(scene: Scene): boolean {
  return 'colour' in scene.background && staticShapes(scene).length === 0 && !hasShadow(scene);
}

/** The shadow is drawn into the background, so it is drawn only under a product that stays put. */
function hasShadow(scene: Scene): boolean {
  return scene.product?.shadow === true && !moves(scene.product);
}

/** The shapes that stay put, drawn into the background; the others are pictures of their own. */
function staticShapes(scene: Scene): Shape[] {
  return (scene.shapes ?? []).filter((shape) => !moves(shape));
}

/** Paints a shape with its box's top-left corner at `x`, `y`. */
function paintShape(ctx: SKRSContext2D, shape: Shape, palette: Palette, x: number, y: number): void {
  const { width: w, height: h } = shape.box;
  ctx.globalAlpha = shape.opacity ?? 1;
  ctx.fillStyle = colourOf(shape.colour, palette);
  ctx.beginPath();
  if (shape.kind === 'circle') ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
  else ctx.roundRect(x, y, w, h, shape.radius ?? 0);
  ctx.fill();
  ctx.globalAlpha = 1;
}

/** A moving shape alone, in a picture the size of its box (its top-left corner at the box's, rounded). */
export function drawShapePicture(shape: Shape, palette: Palette): RgbaPicture {
  const canvas = createCanvas(Math.max(1, Math.ceil(shape.box.width)), Math.max(1, Math.ceil(shape.box.height)));
  paintShape(canvas.getContext('2d'), shape, palette, 0, 0);
  return rgbaPicture(canvas);
}

/**
 * Everything of a scene that does not move, flattened into one full-frame picture: fill,
 * decorative shapes and the shadow under the product. ffmpeg repeats it; no per-frame work.
 */
export function drawBackground(scene: Scene, palette: Palette, width: number, height: number): RgbaPicture {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  paintFill(ctx, scene.background, palette, width, height);

  for (const shape of staticShapes(scene)) paintShape(ctx, shape, palette, shape.box.x, shape.box.y);

  const product = scene.product;
  if (product && hasShadow(scene)) {
    const { x, y, width: w, height: h } = product.box;
    const blur = Math.round(Math.min(w, h) * 0.06);
    ctx.shadowColor = withAlpha('#000000', 0.45);
    ctx.shadowBlur = blur;
    ctx.shadowOffsetY = blur / 2;
    // The colour hardly matters: the product covers this rectangle, only its shadow shows.
    ctx.fillStyle = '#000000';
    ctx.fillRect(x, y, w, h);
  }
  return rgbaPicture(canvas);
}
