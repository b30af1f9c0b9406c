import { withAlpha, type TextElement } from '@reelsmith/templates';
import type { Layer } from '../composition/layer.js';
import { drawTextLayer } from '../composition/text-layer.js';
import { captionStyle, type CaptionSpan, type Rect } from './caption-layout.js';
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
  return [Math.ceil(cue.startSeconds * fps - 1e-6), Math.ceil(cue.endSeconds * fps - 1e-6) - 1];
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

function captionElement(region: Rect, anchor: 'top' | 'bottom', frameWidth: number, frameHeight: number): TextElement {
  const style = captionStyle(frameWidth, frameHeight);
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
    valign: anchor,
    panel: { colour: BOX_COLOUR, shape: 'rounded', radius: style.radius, padding: style.padding, size: 'text' },
    enter: { effect: 'fade', at: 0, duration: 0 },
  };
}

/**
 * Draws each cue once per region it is shown in (a cue that runs across a scene change may
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
    const byRegion = new Map<
      string,
      { region: Rect; anchor: CaptionSpan['anchor']; frames: Array<[number, number]> }
    >();
    for (const span of spans) {
      const from = Math.max(first, span.firstFrame);
      const to = Math.min(last, span.lastFrame);
      if (!span.region || to < from) continue;
      const key = JSON.stringify([span.region, span.anchor]);
      const entry = byRegion.get(key) ?? { region: span.region, anchor: span.anchor, frames: [] };
      entry.frames = joined([...entry.frames, [from, to]]);
      byRegion.set(key, entry);
    }
    const drawn: CaptionOverlay[] = [];
    for (const { region, anchor, frames } of byRegion.values()) {
      const layer = drawTextLayer({
        text: cue.text,
        element: captionElement(region, anchor, template.width, template.height),
        colour: TEXT_COLOUR,
        panelColour: BOX_COLOUR,
        locale,
        balance: true,
      });
      // Two regions often put the caption in the same place (same edge, equally wide):
      // then it is one picture shown on both stretches of frames.
      const same = drawn.find((other) => samePicture(other.layer, layer));
      if (same) {
        same.frames = joined([...same.frames, ...frames]);
        continue;
      }
      drawn.push({
        layer: { picture: layer.picture, x: layer.x, y: layer.y },
        frames,
        text: cue.text,
        lines: layer.layout.lines,
        truncated: layer.layout.truncated,
      });
    }
    overlays.push(...drawn);
  }
  return overlays;
}
