import { createCanvas } from '@napi-rs/canvas';
import { frameScale, watermarkText, withAlpha, type Language, type TemplateDefinition } from '@reelsmith/templates';
import { fontShorthand, registerFonts } from '../drawing/fonts.js';
import { rgbaPicture, type Layer } from '../drawing/layer.js';
import { textDirection } from '../drawing/text-layer.js';

/**
 * "Made with Reelsmith" in the video's language, on a small translucent pill in the
 * bottom-right corner, sized from the frame's short side; in a layout fitted to publish
 * profiles, in the corner of the part of the frame their interfaces leave clear, sized alike,
 * flush with that part's right edge: the interface's rail is already its margin there, and
 * content laid out to the same edge (the vertical's column) then ends where the pill does.
 */
export function drawWatermark(
  frame: Pick<TemplateDefinition, 'width' | 'height' | 'fitted'>,
  language: Language,
): Layer {
  registerFonts();
  const text = watermarkText(language);
  const clear = frame.fitted?.safe_area;
  const corner = clear ?? { x: 0, y: 0, width: frame.width, height: frame.height };
  const unit = Math.min(frame.width, frame.height) * frameScale(frame);
  const sizePx = Math.max(10, Math.round(unit * 0.022));
  const padX = Math.round(sizePx * 0.8);
  const padY = Math.round(sizePx * 0.45);
  const margin = Math.round(unit * 0.03);

  const measuring = createCanvas(1, 1).getContext('2d');
  measuring.font = fontShorthand('sans', 'bold', sizePx);
  const textWidth = Math.ceil(measuring.measureText(text).width);
  const width = textWidth + 2 * padX;
  const height = Math.round(sizePx * 1.3) + 2 * padY;

  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = withAlpha('#000000', 0.42);
  ctx.beginPath();
  ctx.roundRect(0, 0, width, height, height / 2);
  ctx.fill();
  ctx.font = fontShorthand('sans', 'bold', sizePx);
  ctx.fillStyle = withAlpha('#FFFFFF', 0.9);
  ctx.textBaseline = 'middle';
  // Right to left for Arabic, Persian and Hebrew, so the brand name lands where they read it.
  ctx.direction = textDirection(text);
  ctx.textAlign = 'left';
  ctx.fillText(text, padX, height / 2);
  return {
    picture: rgbaPicture(canvas),
    x: corner.x + corner.width - width - (clear ? 0 : margin),
    y: corner.y + corner.height - height - margin,
  };
}
