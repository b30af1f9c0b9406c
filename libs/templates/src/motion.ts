import { enterSweep } from './frame-geometry.js';
import type { Animate, AnimatedProperty, Box, Easing, EnterEffect, Entrance, Keyframe } from './template.types.js';

/** What moves: a text or a shape; an element without an entrance is there from its scene's start. */
export interface Moving {
  enter?: Entrance;
  exit?: Entrance;
  animate?: Animate;
}

/**
 * Where an element stands at a moment of its scene, relative to its resting place: moved by
 * `dx`, `dy`, sized by `scale` and turned by `rotation` (degrees, clockwise) about its box's
 * centre, and drawn at `opacity`. One function answers for the drawing (sampled once per frame
 * into the filter graph's commands) and for the layout of a frame, so the two cannot disagree.
 */
export interface Motion {
  dx: number;
  dy: number;
  scale: number;
  rotation: number;
  opacity: number;
}

export const RESTING: Motion = Object.freeze({ dx: 0, dy: 0, scale: 1, rotation: 0, opacity: 1 });

const clip = (value: number) => Math.min(1, Math.max(0, value));

/** Progress 0–1 through a segment, shaped: cubic ease in, out, or both. */
export function eased(easing: Easing, progress: number): number {
  const p = clip(progress);
  switch (easing) {
    case 'linear':
      return p;
    case 'ease_in':
      return p ** 3;
    case 'ease_out':
      return 1 - (1 - p) ** 3;
    case 'ease_in_out':
      return p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2;
  }
}

/** A keyframed property's value at `t`: the first key's before it, the last's after it. */
export function keyframeValue(keys: readonly Keyframe[], t: number): number {
  const first = keys[0];
  if (!first) throw new Error('a keyframed property needs at least one key');
  if (t <= first.at) return first.value;
  for (let i = 1; i < keys.length; i++) {
    const to = keys[i]!;
    if (t < to.at) {
      const from = keys[i - 1]!;
      const span = to.at - from.at;
      const progress = span > 0 ? eased(to.easing ?? 'linear', (t - from.at) / span) : 1;
      return from.value + (to.value - from.value) * progress;
    }
  }
  return keys[keys.length - 1]!.value;
}

/** How far a slide still has to travel, in each direction, for `remaining` pixels of it. */
export function slideOffset(effect: EnterEffect, remaining: number): { dx: number; dy: number } {
  switch (effect) {
    case 'slide_up':
      return { dx: 0, dy: remaining };
    case 'slide_down':
      return { dx: 0, dy: -remaining };
    case 'slide_left':
      return { dx: remaining, dy: 0 };
    case 'slide_right':
      return { dx: -remaining, dy: 0 };
    case 'fade':
      return { dx: 0, dy: 0 };
  }
}

/** An entrance at `t`: fading in linearly, sliding in with a cubic ease out from `distance` away. */
function entering(enter: Entrance, t: number, distance: number) {
  const progress = clip((t - enter.at) / enter.duration);
  const offset = slideOffset(enter.effect, distance * (1 - progress) ** 3);
  return { ...offset, opacity: progress };
}

/**
 * An exit at `t`: the entrance played backwards: fading out, a slide easing in (cubic) towards
 * where its mirror entrance would have started. `slide_up` leaves upwards, as it entered upwards.
 */
function leaving(exit: Entrance, t: number, distance: number) {
  const progress = clip((t - exit.at) / exit.duration);
  const towards = slideOffset(exit.effect, -distance * progress ** 3);
  return { ...towards, opacity: 1 - progress };
}

/** The element's motion at `t` seconds from its scene's start. */
export function motionAt(element: Moving, t: number, distance: number): Motion {
  const enter = element.enter ? entering(element.enter, t, distance) : { dx: 0, dy: 0, opacity: 1 };
  const exit = element.exit ? leaving(element.exit, t, distance) : { dx: 0, dy: 0, opacity: 1 };
  const keyed = (property: AnimatedProperty, resting: number) => {
    const keys = element.animate?.[property];
    return keys ? keyframeValue(keys, t) : resting;
  };
  return {
    dx: enter.dx + exit.dx + keyed('x', 0),
    dy: enter.dy + exit.dy + keyed('y', 0),
    scale: keyed('scale', 1),
    rotation: keyed('rotation', 0),
    opacity: enter.opacity * exit.opacity * clip(keyed('opacity', 1)),
  };
}

/** True when only an entrance moves the element: the filter graph's cheap path draws it. */
export function entersOnly(element: Moving): boolean {
  return element.exit === undefined && (element.animate === undefined || Object.keys(element.animate).length === 0);
}

/** True when the element moves at all: a shape that does is drawn apart from the background. */
export function moves(element: Moving): boolean {
  return element.enter !== undefined || !entersOnly(element);
}

/** The last moment the element shows: the end of its exit, else never before its scene ends. */
export function goneAt(element: Moving): number {
  return element.exit ? element.exit.at + element.exit.duration : Number.POSITIVE_INFINITY;
}

/** Maps every key of every property (times and values) through the given functions. */
export function mappedAnimate(
  animate: Animate | undefined,
  at: (seconds: number) => number,
  value: (property: AnimatedProperty, value: number) => number,
): Animate | undefined {
  if (!animate) return undefined;
  const mapped: Animate = {};
  for (const [property, keys] of Object.entries(animate) as [AnimatedProperty, Keyframe[]][]) {
    mapped[property] = keys.map((key) => ({ ...key, at: at(key.at), value: value(property, key.value) }));
  }
  return mapped;
}

const MIRRORED_EFFECT: Record<EnterEffect, EnterEffect> = {
  fade: 'fade',
  slide_up: 'slide_up',
  slide_down: 'slide_down',
  slide_left: 'slide_right',
  slide_right: 'slide_left',
};

/** An entrance seen in a mirror: a slide from the left comes from the right. */
export function mirroredEntrance(entrance: Entrance): Entrance {
  return { ...entrance, effect: MIRRORED_EFFECT[entrance.effect] };
}

/** The element's motion seen in a mirror: slides swap sides, moves to the right go left, turns reverse. */
export function mirroredMotion<T extends Moving>(element: T): T {
  return {
    ...element,
    enter: element.enter && mirroredEntrance(element.enter),
    exit: element.exit && mirroredEntrance(element.exit),
    animate: mappedAnimate(
      element.animate,
      (at) => at,
      (property, value) => (property === 'x' || property === 'rotation' ? -value : value),
    ),
  };
}

/** The element's motion at another size and pace: times by `k`, moves by the frame's `sx`, `sy`. */
export function rescaledMotion<T extends Moving>(element: T, k: number, sx: number, sy: number): T {
  const retimed = (entrance: Entrance): Entrance => ({
    ...entrance,
    at: entrance.at * k,
    duration: entrance.duration * k,
  });
  return {
    ...element,
    enter: element.enter && retimed(element.enter),
    exit: element.exit && retimed(element.exit),
    animate: mappedAnimate(
      element.animate,
      (at) => at * k,
      (property, value) => (property === 'x' ? value * sx : property === 'y' ? value * sy : value),
    ),
  };
}

/**
 * A rectangle moved as an element moves: its centre carried about the element's box's centre
 * (scaled, turned clockwise, shifted), its size scaled; `bounds` is what it covers once turned.
 */
export function movedRect(rect: Box, box: Box, motion: Motion): { cx: number; cy: number; bounds: Box } {
  const radians = (motion.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const ux = rect.x + rect.width / 2 - (box.x + box.width / 2);
  const uy = rect.y + rect.height / 2 - (box.y + box.height / 2);
  const cx = box.x + box.width / 2 + motion.dx + motion.scale * (ux * cos - uy * sin);
  const cy = box.y + box.height / 2 + motion.dy + motion.scale * (ux * sin + uy * cos);
  const width = motion.scale * (rect.width * Math.abs(cos) + rect.height * Math.abs(sin));
  const height = motion.scale * (rect.width * Math.abs(sin) + rect.height * Math.abs(cos));
  return { cx, cy, bounds: { x: cx - width / 2, y: cy - height / 2, width, height } };
}

const JUST_BEFORE = 1e-6;
// Turns a sweep tries between a stretch's least and greatest rotation.
const SWEEP_TURNS = 16;

/** The bounds of `box` moved anywhere between two motions, every property between its two values. */
function stretchBounds(box: Box, a: Motion, b: Motion): Box {
  const [turnLeast, turnMost] = [Math.min(a.rotation, b.rotation), Math.max(a.rotation, b.rotation)];
  let [halfWidth, halfHeight] = [0, 0];
  for (let i = 0; i <= SWEEP_TURNS; i++) {
    const radians = ((turnLeast + ((turnMost - turnLeast) * i) / SWEEP_TURNS) * Math.PI) / 180;
    const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
    halfWidth = Math.max(halfWidth, (box.width * cos + box.height * sin) / 2);
    halfHeight = Math.max(halfHeight, (box.width * sin + box.height * cos) / 2);
  }
  const scale = Math.max(a.scale, b.scale);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const left = cx + Math.min(a.dx, b.dx) - halfWidth * scale;
  const top = cy + Math.min(a.dy, b.dy) - halfHeight * scale;
  const right = cx + Math.max(a.dx, b.dx) + halfWidth * scale;
  const bottom = cy + Math.max(a.dy, b.dy) + halfHeight * scale;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Every place an element's box may take, bounded without stepping through time: between two
 * moments where its motion changes course (a key, an entrance's or exit's ends) every property
 * runs one way (the easings are monotonic), so over each such stretch the element lies within
 * its box moved by the stretch's two ends, grown by the larger scale and the widest turn between
 * them. The caption region must stay clear of all of it, as of a slide's travel. The bound is
 * safe: the element never leaves it (by more than a thousandth of a pixel, just before a jump),
 * though it may not fill it.
 */
export function motionSweep(element: Moving, box: Box, distance: number): Box {
  const { enter, exit } = element;
  const turns = [0, ...Object.values(element.animate ?? {}).flatMap((keys) => keys.map((key) => key.at))];
  if (enter) turns.push(enter.at, enter.at + enter.duration);
  if (exit) turns.push(exit.at, exit.at + exit.duration);
  // Each turn also just before it: two keys at one moment jump there, from the first to the second.
  const times = [...new Set(turns.flatMap((t) => [t - JUST_BEFORE, t]))].filter((t) => t >= 0).sort((a, b) => a - b);
  const moments = times.map((t) => motionAt(element, t, distance));
  const stretches = moments.map((motion, i) => stretchBounds(box, motion, moments[i + 1] ?? motion));
  const left = Math.min(...stretches.map((b) => b.x));
  const top = Math.min(...stretches.map((b) => b.y));
  const right = Math.max(...stretches.map((b) => b.x + b.width));
  const bottom = Math.max(...stretches.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Every place an element takes: along its entrance, or its entrance, exit and keyframed moves. */
export function sweptBox(element: Moving, box: Box, distance: number): Box {
  if (!entersOnly(element)) return motionSweep(element, box, distance);
  return element.enter ? enterSweep(box, element.enter.effect, distance) : box;
}
