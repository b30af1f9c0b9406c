import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FontRef, TextElement } from '@reelsmith/templates';
import { drawnFont, fontKey, fontShorthand, registerFonts } from './fonts.js';
import { rgbaPicture, type Layer } from './layer.js';
import {
  fitsWhole,
  layoutText,
  type LineMetrics,
  type MeasureLine,
  type TextLayout,
  type TextLayoutRequest,
} from './text-layout.js';

// Scripts letter spacing would tear apart: letters that join (Arabic), a headstroke that runs
// through the word (Devanagari's "सीमित"), words with no space between them (Thai).
const UNSPACEABLE_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Thai}\p{Script=Lao}]/u;
const RTL_CHAR = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const STRONG_CHAR = /\p{L}/u;
// Room around the text for glyph overhangs and antialiasing, so the layer never cuts a pixel.
export const BLEED = 8;

/** Base direction from the first strong character, as the Unicode bidi algorithm does. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const character of text) {
    if (RTL_CHAR.test(character)) return 'rtl';
    if (STRONG_CHAR.test(character)) return 'ltr';
  }
  return 'ltr';
}

export interface TextLayerRequest {
  text: string;
  element: TextElement;
  colour: string;
  panelColour?: string;
  locale: string;
  /** The layout's direction: `rtl` for Arabic, Persian and Hebrew videos, whatever the text's letters. */
  direction?: 'ltr' | 'rtl';
  /** Evens out the lines instead of filling each before the next (captions). */
  balance?: boolean;
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

function styleContext(ctx: SKRSContext2D, element: TextElement, sizePx: number, spaced: boolean): void {
  ctx.font = fontShorthand(element.font, element.weight, sizePx);
  ctx.letterSpacing = spaced ? `${(element.letter_spacing ?? 0) * sizePx}px` : '0px';
}

// Measurements of lines, shared by every text and render of this process: fitting a long name
// tries many sizes and cuts of the same words, and a font's metrics never change. Bounded:
// emptied when full, which costs one re-measurement of what is still in use.
const MEASURED = new Map<string, LineMetrics>();
const MEASURED_LIMIT = 100_000;

function canvasMeasurer(ctx: SKRSContext2D, element: TextElement, spaced: boolean): MeasureLine {
  return (line, sizePx) => {
    const key = `${fontKey(element.font)}|${element.weight}|${spaced ? (element.letter_spacing ?? 0) : 0}|${sizePx}|${line}`;
    const known = MEASURED.get(key);
    if (known) return known;
    styleContext(ctx, element, sizePx, spaced);
    ctx.textAlign = 'left';
    const m = ctx.measureText(line);
    const metrics = {
      width: Math.max(m.width, m.actualBoundingBoxLeft + m.actualBoundingBoxRight),
      ascent: Math.max(m.fontBoundingBoxAscent, m.actualBoundingBoxAscent),
      descent: Math.max(m.fontBoundingBoxDescent, m.actualBoundingBoxDescent),
    };
    if (MEASURED.size >= MEASURED_LIMIT) MEASURED.clear();
    MEASURED.set(key, metrics);
    return metrics;
  };
}

// The rectangles a circle's text may take, as angles of their diagonal: from the inscribed
// square (45°) to a wide, low one (20°) that holds a word too long for the square ("Seulement").
const CIRCLE_DIAGONALS_DEGREES = [45, 40, 35, 30, 25, 20];

/**
 * Where the text may go inside the box, inset by the panel's padding. A circle holds any
 * rectangle whose corners touch it: the text takes whichever of them fits it largest.
 */
function textAreas(element: TextElement): Area[] {
  const { width, height } = element.box;
  const panel = element.panel;
  if (!panel) return [{ x: 0, y: 0, width, height }];
  if (panel.shape === 'circle') {
    const diameter = Math.min(width, height);
    return CIRCLE_DIAGONALS_DEGREES.map((degrees) => {
      const across = diameter * Math.cos((degrees * Math.PI) / 180);
      const down = diameter * Math.sin((degrees * Math.PI) / 180);
      return {
        x: (width - across) / 2 + panel.padding.x,
        y: (height - down) / 2 + panel.padding.y,
        width: across - 2 * panel.padding.x,
        height: down - 2 * panel.padding.y,
      };
    });
  }
  return [
    {
      x: panel.padding.x,
      y: panel.padding.y,
      width: width - 2 * panel.padding.x,
      height: height - 2 * panel.padding.y,
    },
  ];
}

/** Whole before shortened, then the larger size; the earlier area on a tie. */
function betterLayout(candidate: TextLayout, best: TextLayout): boolean {
  if (candidate.truncated !== best.truncated) return !candidate.truncated;
  return candidate.sizePx > best.sizePx;
}

function blockTop(area: Area, layout: TextLayout, valign: TextElement['valign']): number {
  if (valign === 'top') return area.y;
  if (valign === 'bottom') return area.y + area.height - layout.height;
  return area.y + (area.height - layout.height) / 2;
}

function alignment(align: TextElement['align'], direction: 'ltr' | 'rtl'): 'left' | 'center' | 'right' {
  if (align === 'center') return 'center';
  return (align === 'start') === (direction === 'ltr') ? 'left' : 'right';
}

function anchorX(area: Area, side: 'left' | 'center' | 'right'): number {
  if (side === 'left') return area.x;
  if (side === 'right') return area.x + area.width;
  return area.x + area.width / 2;
}

function blockRect(area: Area, layout: TextLayout, side: 'left' | 'center' | 'right', top: number): Area {
  const free = area.width - layout.width;
  const x = side === 'left' ? area.x : side === 'right' ? area.x + free : area.x + free / 2;
  return { x, y: top, width: layout.width, height: layout.height };
}

/** The panel's shape in box coordinates: the whole box, or hugging the text (a button). */
function panelRect(element: TextElement, block: Area): Area {
  const panel = element.panel!;
  if (panel.size === 'box' || panel.shape === 'circle')
    return { x: 0, y: 0, width: element.box.width, height: element.box.height };
  return {
    x: block.x - panel.padding.x,
    y: block.y - panel.padding.y,
    width: block.width + 2 * panel.padding.x,
    height: block.height + 2 * panel.padding.y,
  };
}

function drawPanel(ctx: SKRSContext2D, element: TextElement, colour: string, rect: Area): void {
  const panel = element.panel!;
  ctx.fillStyle = colour;
  ctx.beginPath();
  if (panel.shape === 'circle') {
    ctx.arc(rect.x + rect.width / 2, rect.y + rect.height / 2, Math.min(rect.width, rect.height) / 2, 0, Math.PI * 2);
  } else {
    ctx.roundRect(rect.x, rect.y, rect.width, rect.height, panel.radius ?? 0);
  }
  ctx.fill();
}

/** Whole pixels around what is drawn, plus the bleed: the layer is no bigger than its ink. */
function pixelBounds(rects: Area[]): Area {
  const x = Math.floor(Math.min(...rects.map((r) => r.x))) - BLEED;
  const y = Math.floor(Math.min(...rects.map((r) => r.y))) - BLEED;
  const right = Math.ceil(Math.max(...rects.map((r) => r.x + r.width))) + BLEED;
  const bottom = Math.ceil(Math.max(...rects.map((r) => r.y + r.height))) + BLEED;
  return { x, y, width: right - x, height: bottom - y };
}

/** Where and how one text is drawn: computed once, used by the drawing and by the layout of a frame. */
export interface TextPlacement {
  /** The text as drawn: uppercased if the element says so, shortened if it had to be. */
  text: string;
  /** The font it is drawn in: the element's, or the engine's sans when an account's font lacks its script. */
  font: FontRef;
  layout: TextLayout;
  direction: 'ltr' | 'rtl';
  side: 'left' | 'center' | 'right';
  spaced: boolean;
  area: Area;
  block: Area;
  panel?: Area;
  /** The picture's rectangle in box coordinates: the ink plus the bleed. */
  bounds: Area;
  /** The drawn ink's bounds (glyphs and panel) in the frame's pixels. */
  ink: Area;
}

// The one context texts are measured in: each measurement sets its own font first.
let measuring: SKRSContext2D | undefined;

/** The text as the element draws it, how it is measured and what it is fitted into: one setup for placing and for checking. */
function fitting(request: TextLayerRequest) {
  registerFonts();
  const { locale } = request;
  const source = request.element.uppercase ? request.text.toLocaleUpperCase(locale) : request.text;
  // An account's font that lacks the text's script gives way to the engine's, for measuring and drawing alike.
  const font = drawnFont(request.element.font, source);
  const element = { ...request.element, font };
  const direction = request.direction === 'rtl' ? 'rtl' : textDirection(source);
  const spaced = (element.letter_spacing ?? 0) > 0 && !UNSPACEABLE_SCRIPT.test(source);
  measuring ??= createCanvas(1, 1).getContext('2d');
  const measure = canvasMeasurer(measuring, element, spaced);
  const layoutRequest = (candidate: Area): TextLayoutRequest => ({
    text: source,
    locale,
    maxWidth: candidate.width,
    maxHeight: candidate.height,
    maxSize: element.size,
    minSize: element.min_size,
    maxLines: element.max_lines,
    lineHeight: element.line_height ?? 1.2,
    balance: request.balance,
  });
  return { direction, spaced, measure, layoutRequest, font };
}

/** Whether placeText would draw the text whole, not shortened (validation's question, answered by the same code). */
export function textFitsWhole(request: TextLayerRequest): boolean {
  if (request.text.trim() === '') return true;
  const { measure, layoutRequest } = fitting(request);
  return textAreas(request.element).some((area) => fitsWhole(layoutRequest(area), measure));
}

/** Wraps, shrinks and if need be shortens the text, and places it and its panel in the box. */
export function placeText(request: TextLayerRequest): TextPlacement {
  const { element } = request;
  const { direction, spaced, measure, layoutRequest, font } = fitting(request);
  const fitted = (candidate: Area) => layoutText(layoutRequest(candidate), measure);
  const [first, ...others] = textAreas(element);
  let area = first!;
  let layout = fitted(area);
  for (const candidate of others) {
    const tried = fitted(candidate);
    if (betterLayout(tried, layout)) [area, layout] = [candidate, tried];
  }
  const side = alignment(element.align, direction);
  const block = blockRect(area, layout, side, blockTop(area, layout, element.valign));
  const panel = element.panel && request.panelColour ? panelRect(element, block) : undefined;
  const drawn = panel ? [block, panel] : [block];
  const bounds = pixelBounds(drawn);
  const left = Math.min(...drawn.map((r) => r.x));
  const top = Math.min(...drawn.map((r) => r.y));
  const ink = {
    x: element.box.x + left,
    y: element.box.y + top,
    width: Math.max(...drawn.map((r) => r.x + r.width)) - left,
    height: Math.max(...drawn.map((r) => r.y + r.height)) - top,
  };
  return { text: layout.text, font, layout, direction, side, spaced, area, block, panel, bounds, ink };
}

/** How much of a text a word-by-word reveal draws: every line before `line`, and `line` up to its character `end`. */
export interface ShownPart {
  line: number;
  end: number;
}

/**
 * The first `end` characters of a line, exactly where the whole line puts them: from its left
 * edge left to right, from its right edge right to left (the context's direction).
 */
function fillLineStart(
  ctx: SKRSContext2D,
  line: string,
  end: number,
  anchor: number,
  side: 'left' | 'center' | 'right',
  baseline: number,
): void {
  const width = ctx.measureText(line).width;
  const left = side === 'left' ? anchor : side === 'right' ? anchor - width : anchor - width / 2;
  const rightToLeft = ctx.direction === 'rtl';
  ctx.textAlign = rightToLeft ? 'right' : 'left';
  ctx.fillText(line.slice(0, end), rightToLeft ? left + width : left, baseline);
  ctx.textAlign = side;
}

/**
 * Draws a placed text on its panel, if it has one, shaped and ordered by Skia for any script;
 * of a text revealed word by word, the part `shown`, in the same picture. The picture covers
 * only the drawn part of the box, so ffmpeg blends as few pixels as possible. These pixels are
 * all ffmpeg ever sees of the user's words.
 */
export function paintText(placement: TextPlacement, request: TextLayerRequest, shown?: ShownPart): Layer {
  const { element } = request;
  const { layout, bounds, panel, side, area, block } = placement;
  const canvas = createCanvas(bounds.width, bounds.height);
  const ctx = canvas.getContext('2d');
  ctx.translate(-bounds.x, -bounds.y);
  if (panel) drawPanel(ctx, element, request.panelColour!, panel);
  styleContext(ctx, { ...element, font: placement.font }, layout.sizePx, placement.spaced);
  ctx.direction = placement.direction;
  ctx.textAlign = side;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = request.colour;
  layout.lines.forEach((line, index) => {
    const baseline = block.y + layout.ascent + index * layout.advance;
    if (!shown || index < shown.line) ctx.fillText(line, anchorX(area, side), baseline);
    else if (index === shown.line) fillLineStart(ctx, line, shown.end, anchorX(area, side), side, baseline);
  });
  return {
    picture: rgbaPicture(canvas),
    x: Math.round(element.box.x) + bounds.x,
    y: Math.round(element.box.y) + bounds.y,
  };
}

/** Places and draws one text element: wrapped, shrunk to fit its box, shortened if need be. */
export function drawTextLayer(request: TextLayerRequest): Layer & { layout: TextLayout; ink: Area } {
  const placement = placeText(request);
  return { ...paintText(placement, request), layout: placement.layout, ink: placement.ink };
}
