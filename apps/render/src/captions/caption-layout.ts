import { captionSizes, type Box, type TemplateDefinition, type Timeline, type Transition } from '@reelsmith/templates';

/**
 * Where burned-in captions go: in the caption region each scene declares (`scenes[].captions`),
 * which the template loader has checked is clear of every text and product box when captions
 * are on. The layout makes the room; nothing here decides what to cover.
 */

export type Rect = Box;

/** Sizes of burned-in captions, from the frame's short side (1080 px in every built-in format). */
export function captionStyle(width: number, height: number, scale?: number) {
  return captionSizes(width, height, scale);
}

// Transitions that keep both scenes in place; a slide carries every box across the frame.
const IN_PLACE: ReadonlySet<Transition> = new Set([
  'fade',
  'fadeblack',
  'fadewhite',
  'wipeleft',
  'wiperight',
  'wipeup',
  'wipedown',
]);

/** A run of frames and the scene(s) shown then, with where captions go: nowhere when null. */
export interface CaptionSpan {
  firstFrame: number;
  lastFrame: number;
  region: Rect | null;
  /** The scenes on screen (one, or two during a transition). */
  scenes: number[];
}

const sameBox = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * Cuts the video into the frames each scene shows alone and the frames two scenes share. Alone,
 * a scene's captions go in its region. During a transition they stay only where both scenes
 * declare the same region and the transition moves neither: in a slide, or between two
 * regions, any place could meet a box of one scene or the other.
 */
export function captionSpans(
  template: Pick<TemplateDefinition, 'scenes' | 'transition'>,
  timeline: Timeline,
): CaptionSpan[] {
  const overlap = timeline.transitionFrames;
  const last = template.scenes.length - 1;
  const spans: CaptionSpan[] = [];
  const regionOf = (s: number) => template.scenes[s]!.captions?.box ?? null;
  let start = 0;
  template.scenes.forEach((_, i) => {
    const frames = timeline.sceneFrames[i]!;
    const head = i > 0 ? overlap : 0;
    const tail = i < last ? overlap : 0;
    if (head > 0) {
      const [before, after] = [regionOf(i - 1), regionOf(i)];
      const kept = before && after && sameBox(before, after) && IN_PLACE.has(template.transition.effect);
      spans.push({ firstFrame: start, lastFrame: start + head - 1, region: kept ? after : null, scenes: [i - 1, i] });
    }
    spans.push({ firstFrame: start + head, lastFrame: start + frames - tail - 1, region: regionOf(i), scenes: [i] });
    start += frames - tail;
  });
  return spans.filter((span) => span.lastFrame >= span.firstFrame);
}
