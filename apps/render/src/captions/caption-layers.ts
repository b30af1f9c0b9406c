import { withAlpha, type TextElement } from '@reelsmith/templates';
import { firstFrameAt } from '../composition/frame-time.js';
import type { Layer } from '../composition/layer.js';
import { BLEED, drawTextLayer } from '../composition/text-layer.js';
import {
  captionStyle,
  coversLess,
  leastCoveringPlace,
  safeArea,
  type CaptionSpan,
  type Rect,
} from './caption-layout.js';
import type { Cue } from './webvtt.js';

// White bold type on a dark, slightly translucent box: high contrast over any picture.
const TEXT_COLOUR = '#FFFFFF';
const BOX_COLOUR = withAlpha('#000000', 0.9);

/** One caption picture and the frames (inclusive ranges) it is shown on. */
export interface CaptionOverlay {
  layer: Layer;
  frames: Array<[number, number]>;
  text: string;
  /** How the text was wrapped (in logical order). */
  lines: string[];
  /** The text needed more than two lines even at the smallest size, and was cut with an ellipsis. */
  truncated: boolean;
}

/** The frames a cue covers: those whose time falls in [start, end). */
export function cueFrames(cue: Cue, fps: number): [number, number] {
  return [firstFrameAt(cue.startSeconds, fps), firstFrameAt(cue.endSeconds, fps) - 1];
}

function samePicture(a: Layer, b: Layer): boolean {
  return (
    a.x === b.x &&
    a.y === b.y &&
    a.picture.width === b.picture.width &&
    a.picture.height === b.picture.height &&
    a.picture.data.equals(b.picture.data)
  );
}

/** Frame ranges in order, touching ones joined. */
function joined(ranges: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const previous = out.at(-1);
    if (previous && previous[1] + 1 >= from) previous[1] = Math.max(previous[1], to);
    else out.push([from, to]);
  }
  return out;
}

interface Frame {
  width: number;
  height: number;
}

function captionElement(region: Rect, frame: Frame, size: 'largest' | 'smallest'): TextElement {
  const style = captionStyle(frame.width, frame.height);
  return {
    text: '',
    box: region,
    font: 'sans',
    weight: 'bold',
    size: size === 'largest' ? style.maxSize : style.minSize,
    min_size: style.minSize,
    max_lines: style.maxLines,
    line_height: style.lineHeight,
    colour: TEXT_COLOUR,
    align: 'center',
    valign: 'bottom',
    panel: { colour: BOX_COLOUR, shape: 'rounded', radius: style.radius, padding: style.padding, size: 'text' },
    enter: { effect: 'fade', at: 0, duration: 0 },
  };
}

function drawCaption(text: string, region: Rect, frame: Frame, locale: string, size: 'largest' | 'smallest') {
  return drawTextLayer({
    text,
    element: captionElement(region, frame, size),
    colour: TEXT_COLOUR,
    panelColour: BOX_COLOUR,
    locale,
    balance: true,
  });
}

/**
 * The caption of one cue during one span: at the bottom of a region clear of the texts; else
 * in a strip clear of them, shrunk to fit (down to the smallest size), if it fits there; else at
 * the largest or the smallest size, whichever covers fewer texts and less of them, wherever
 * that is least — never over the product or the watermark.
 */
function placeCaption(text: string, span: CaptionSpan & { region: Rect }, frame: Frame, locale: string) {
  if (span.clear) return drawCaption(text, span.region, frame, locale, 'largest');
  if (span.strip) {
    const inStrip = drawCaption(text, span.strip, frame, locale, 'largest');
    if (!inStrip.layout.truncated) return inStrip;
  }
  // Judged on what is drawn: the caption's box and the texts' ink, without the pictures' bleed.
  const ink = (r: Rect): Rect => ({
    x: r.x + BLEED,
    y: r.y + BLEED,
    width: r.width - 2 * BLEED,
    height: r.height - 2 * BLEED,
  });
  const texts = span.texts.map(ink);
  const area = safeArea(frame.width, frame.height);
  const placed = (size: 'largest' | 'smallest') => {
    const caption = drawCaption(text, span.region, frame, locale, size);
    const place = leastCoveringPlace(ink({ x: 0, y: 0, ...caption.picture }), area, span.obstacles, texts);
    return place && { ...caption, x: Math.round(place.x) - BLEED, y: Math.round(place.y) - BLEED, place };
  };
  const largest = placed('largest');
  const smallest = placed('smallest');
  // The larger caption unless the smaller covers less.
  const best = smallest && (!largest || coversLess(smallest.place, largest.place)) ? smallest : largest;
  return best ?? drawCaption(text, span.region, frame, locale, 'largest');
}

/**
 * Draws each cue once per place it is shown in (a cue that runs across a scene change may
 * move with it) with the engine's text pipeline: wrapped on at most two lines, shrunk to fit,
 * shaped and ordered for any script, right-to-left where the text is. During a span without a
 * region (a transition that sweeps a product across every free place) the cue is not shown.
 */
export function drawCaptions(
  cues: Cue[],
  spans: CaptionSpan[],
  template: { width: number; height: number; fps: number },
  locale: string,
): CaptionOverlay[] {
  const overlays: CaptionOverlay[] = [];
  for (const cue of cues) {
    const [first, last] = cueFrames(cue, template.fps);
    const drawn: CaptionOverlay[] = [];
    for (const span of spans) {
      const from = Math.max(first, span.firstFrame);
      const to = Math.min(last, span.lastFrame);
      const region = span.region;
      if (!region || to < from) continue;
      const layer = placeCaption(cue.text, { ...span, region }, template, locale);
      // Two spans often put the caption in the same place (same edge, equally wide):
      // then it is one picture shown on both stretches of frames.
      const same = drawn.find((other) => samePicture(other.layer, layer));
      if (same) {
        same.frames = joined([...same.frames, [from, to]]);
        continue;
      }
      drawn.push({
        layer: { picture: layer.picture, x: layer.x, y: layer.y },
        frames: [[from, to]],
        text: cue.text,
        lines: layer.layout.lines,
        truncated: layer.layout.truncated,
      });
    }
    overlays.push(...drawn);
  }
  return overlays;
}
