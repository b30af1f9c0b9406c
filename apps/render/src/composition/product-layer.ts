import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { EXTENDED_PHOTO, type ProductSpec } from '@reelsmith/templates';
import { rgbaPicture, type RgbaPicture } from '../drawing/layer.js';

// "contain" leaves this share of the box around the photo, so a cut-out product can breathe.
const CONTAIN_MARGIN = 0.06;
// The extended backdrop is drawn at 1/16 of the size and scaled up: a cheap, edge-safe blur.
const EXTENSION_SCALE = 1 / 16;

interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a picture goes in a width × height box: `cover` fills it (cropped), `contain` shows it whole, `margin` from each side. */
function place(image: Image, fit: 'cover' | 'contain', width: number, height: number, margin: number): Placement {
  const room = fit === 'contain' ? 1 - 2 * margin : 1;
  const scale = (fit === 'cover' ? Math.max : Math.min)((width * room) / image.width, (height * room) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/**
 * Fills the box around a contained photo with the photo's own border, stretched outwards and
 * blurred. A studio shot's plain or graded background then continues seamlessly to the box edge.
 */
function drawExtendedEdges(ctx: SKRSContext2D, image: Image, at: Placement, width: number, height: number): void {
  const small = createCanvas(Math.ceil(width * EXTENSION_SCALE), Math.ceil(height * EXTENSION_SCALE));
  const s = small.getContext('2d');
  s.scale(EXTENSION_SCALE, EXTENSION_SCALE);
  const strip = Math.max(1, Math.round(Math.min(image.width, image.height) * 0.01));
  const { x, y, width: w, height: h } = at;
  const [iw, ih] = [image.width, image.height];
  s.drawImage(image, 0, 0, iw, strip, 0, 0, width, y + 1); // top row, corners included
  s.drawImage(image, 0, ih - strip, iw, strip, 0, y + h - 1, width, height - y - h + 1); // bottom row
  s.drawImage(image, 0, 0, strip, ih, 0, y, x + 1, h); // left column
  s.drawImage(image, iw - strip, 0, strip, ih, x + w - 1, y, width - x - w + 1, h); // right column
  s.drawImage(image, x, y, w, h);
  ctx.drawImage(small, 0, 0, width, height);
}

/**
 * The product photo fitted into its box once, at the box size times the scene's largest zoom:
 * the most zoomed-in frame still shows one photo pixel per screen pixel (no upscaling blur),
 * and no more. zoompan rebuilds its scaler for every frame, so its cost grows with this
 * picture: 1.5× instead cost a quarter of the whole filter graph's time on the square template.
 */
export function drawProductPicture(
  image: Image,
  spec: ProductSpec,
  /** A checked #RRGGBB, or EXTENDED_PHOTO. */
  backdrop: string,
): RgbaPicture {
  const oversample = Math.max(spec.zoom.from, spec.zoom.to);
  // A whole pixel at least: a box of a hair's width (valid, and smaller still in a preview) is
  // drawn as one pixel, not a canvas of none.
  const width = Math.max(1, Math.round(spec.box.width * oversample));
  const height = Math.max(1, Math.round(spec.box.height * oversample));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const at = place(image, spec.fit, width, height, CONTAIN_MARGIN);
  if (backdrop === EXTENDED_PHOTO) {
    drawExtendedEdges(ctx, image, at, width, height);
  } else {
    ctx.fillStyle = backdrop;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(image, at.x, at.y, at.width, at.height);
  return rgbaPicture(canvas);
}

/**
 * An account's picture fitted into a width × height box as the product is (without the
 * product's margin: the box is the designer's), transparent where a contained picture leaves room.
 */
export function drawFittedPicture(image: Image, fit: 'cover' | 'contain', width: number, height: number): RgbaPicture {
  const canvas = createCanvas(Math.max(1, width), Math.max(1, height));
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  const at = place(image, fit, width, height, 0);
  ctx.drawImage(image, at.x, at.y, at.width, at.height);
  return rgbaPicture(canvas);
}
