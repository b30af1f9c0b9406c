import { withAlpha, type TextElement } from '@reelsmith/templates';
import { firstFrameAt } from '../drawing/frame-time.js';
import type { Layer } from '../drawing/layer.js';
import { drawTextLayer } from '../drawing/text-layer.js';
import { sameWords } from '../drawing/text-shortening.js';
import { captionStyle, type CaptionSpan, type Rect } from './caption-layout.js';
import type { Cue } from './webvtt.js';

// White bold type on a dark, slightly translucent box: high contrast over any picture.
const TEXT_COLOUR = '#FFFFFF';
const BOX_COLOUR = withAlpha('#000000', 0.9);

export interface CaptionOptions {
  direction: 'ltr' | 'rtl';
  /** Per scene, the strings its texts show. */
  sceneTexts: string[][];
}

/** One caption picture and the frames (inclusive ranges) it is shown on. */
export interface CaptionOverlay {
  layer: Layer;
  frames: Array<[number, number]>;
  text: string;
  /** How the text was wrapped (in logical order). */
  lines: string[];
  /** The text needed more than two lines even at the smallest size, and was cut with an ellipsis. */
  truncated: boolean;
  /** What is drawn (the box and its text) in the frame's pixels, and the text as drawn. */
  ink: Rect;
  drawnText: string;
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
  /** A definition fitted to publish profiles scales its captions with everything else. */
  fitted?: { scale: number };
}

function captionElement(region: Rect, frame: Frame): TextElement {
  const style = captionStyle(frame.width, frame.height, frame.fitted?.scale);
  return {
    text: '',
    box: region,
    font: 'sans',
    weight: 'bold',
    size: style.maxSize,
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

/** The caption of one cue in a region: at its bottom, centred, shrunk to fit and shortened only if it must be. */
export function placeCaption(text: string, region: Rect, frame: Frame, locale: string, direction: 'ltr' | 'rtl') {
  return drawTextLayer({
    text,
    element: captionElement(region, frame),
    colour: TEXT_COLOUR,
    panelColour: BOX_COLOUR,
    locale,
    direction,
    balance: true,
  });
}

/**
 * Draws each cue once per place it is shown in (a cue that runs across a scene change may
 * move with it) with the engine's text pipeline: wrapped on at most two lines, shrunk to fit,
 * shaped and ordered for any script, right-to-left where the text is. During a span without a
 * region (a slide between scenes) the cue is not shown.
 */
export function drawCaptions(
  cues: Cue[],
  spans: CaptionSpan[],
  template: Frame & { fps: number },
  locale: string,
  options: CaptionOptions,
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
      // The words are on screen already (a button that says them): a caption would repeat them.
      const shown = span.scenes.flatMap((s) => options.sceneTexts[s] ?? []);
      if (shown.some((text) => sameWords(text, cue.text, locale))) continue;
      const layer = placeCaption(cue.text, region, template, locale, options.direction);
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
        ink: layer.ink,
        drawnText: layer.layout.text,
      });
    }
    overlays.push(...drawn);
  }
  return overlays;
}
