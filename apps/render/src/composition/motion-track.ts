import {
  goneAt,
  keyframeValue,
  motionAt,
  movedRect,
  type Box,
  type Entrance,
  type Motion,
  type Moving,
} from '@reelsmith/templates';
import { firstFrameAt } from '../drawing/frame-time.js';

/**
 * A moving element's picture, frame by frame: where it is overlaid, at what size, turned how
 * far and how opaque. Sampled from motionAt once per frame, so the filter graph's commands and
 * the layout of a frame read the same numbers.
 */
export interface TrackFrame {
  /** Top-left of what is overlaid: the picture, or the canvas it is turned in, scaled. */
  x: number;
  y: number;
  /** The size of what is overlaid (even when scaled: 4:2:0 planes). */
  width: number;
  height: number;
  radians: number;
  opacity: number;
  /** The part of `opacity` the keys give (the entrance and exit give the rest). */
  keyedOpacity: number;
}

/**
 * Frames of a track drawn by one chain. A run whose look (turn, size, opacity) holds is `still`:
 * its picture is turned, sized and faded once and only moved; the frames between still runs
 * change their look on every frame and are turned, sized and faded frame by frame.
 */
export interface TrackRun {
  /** The scene frame of `frames[0]`. */
  first: number;
  frames: TrackFrame[];
  /** Which filters the run needs: opacity other than 1, a size other than the (turned) picture's, a turn. */
  fades: boolean;
  scales: boolean;
  /** The canvas every turn of the run fits in (the picture centred), before scaling. */
  turnCanvas?: { width: number; height: number };
  /** The entrance and exit when the run shows part of their fades (linear in time: ffmpeg's `fade`). */
  fadeIn?: Entrance;
  fadeOut?: Entrance;
}

export interface MotionTrack {
  /** The scene frame of the first run's first frame. */
  first: number;
  /** In frame order, covering every frame from `first` on without a gap. */
  runs: TrackRun[];
}

/** Frames a look must hold to be drawn once: each run costs ffmpeg an overlay of its own. */
export const STILL_RUN_FRAMES = 4;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The frames of a scene an element shows on: from its entrance (or the start) to the end of its exit. */
export function activeFrames(element: Moving, sceneFrames: number, fps: number) {
  const first = Math.min(sceneFrames - 1, firstFrameAt(element.enter?.at ?? 0, fps));
  const gone = goneAt(element);
  const last = Number.isFinite(gone) ? Math.min(sceneFrames - 1, firstFrameAt(gone, fps)) : sceneFrames - 1;
  return { first, last: Math.max(first, last) };
}

/** The size a picture takes turned by `radians`: its rotated bounds. */
function turnedSize(picture: Box, radians: number) {
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  return { width: picture.width * cos + picture.height * sin, height: picture.width * sin + picture.height * cos };
}

/** Index ranges [start, end) of `motions`: still runs (a look held STILL_RUN_FRAMES or more) and the stretches between. */
function runRanges(motions: Motion[]): Array<[number, number]> {
  const same = (a: Motion, b: Motion) => a.rotation === b.rotation && a.scale === b.scale && a.opacity === b.opacity;
  const ranges: Array<[number, number]> = [];
  let moving = 0;
  for (let start = 0; start < motions.length;) {
    let end = start + 1;
    while (end < motions.length && same(motions[end]!, motions[start]!)) end++;
    if (end - start >= STILL_RUN_FRAMES) {
      if (moving < start) ranges.push([moving, start]);
      ranges.push([start, end]);
      moving = end;
    }
    start = end;
  }
  if (moving < motions.length) ranges.push([moving, motions.length]);
  return ranges;
}

const clip = (value: number) => Math.min(1, Math.max(0, value));

/** One run's frames, placed for the canvas its turns need. */
function trackRun(
  element: Moving & { box: Box },
  picture: Box,
  motions: Motion[],
  first: number,
  fps: number,
): TrackRun {
  const turns = motions.some((motion) => motion.rotation !== 0);
  const scales = motions.some((motion) => motion.scale !== 1);
  let drawn = { width: picture.width, height: picture.height };
  if (turns) {
    // The smallest canvas every turn of the run fits in, a pixel of margin on each side.
    const sizes = motions.map((motion) => turnedSize(picture, (motion.rotation * Math.PI) / 180));
    drawn = {
      width: even(Math.ceil(Math.max(...sizes.map((size) => size.width))) + 2),
      height: even(Math.ceil(Math.max(...sizes.map((size) => size.height))) + 2),
    };
  }
  const frames = motions.map((motion, i): TrackFrame => {
    const { cx, cy } = movedRect(picture, element.box, motion);
    const keys = element.animate?.opacity;
    const width = scales ? even(drawn.width * motion.scale) : drawn.width;
    const height = scales ? even(drawn.height * motion.scale) : drawn.height;
    return {
      x: Math.round(cx - width / 2),
      y: Math.round(cy - height / 2),
      width,
      height,
      radians: (motion.rotation * Math.PI) / 180,
      opacity: motion.opacity,
      keyedOpacity: keys ? clip(keyframeValue(keys, (first + i) / fps)) : 1,
    };
  });
  const seconds = [first / fps, (first + motions.length - 1) / fps];
  const { enter, exit } = element;
  return {
    first,
    frames,
    fades: motions.some((motion) => motion.opacity !== 1),
    scales,
    turnCanvas: turns ? drawn : undefined,
    fadeIn: enter && seconds[0]! < enter.at + enter.duration ? enter : undefined,
    fadeOut: exit && seconds[1]! > exit.at ? exit : undefined,
  };
}

/**
 * Samples an element's motion on every frame it shows, for its picture at `picture`, cut into
 * runs: a look held for STILL_RUN_FRAMES or more is drawn once (rotate alone costs ≈ 12 ms a
 * frame on a 1000² canvas), the rest frame by frame.
 */
export function motionTrack(
  element: Moving & { box: Box },
  picture: Box,
  sceneFrames: number,
  fps: number,
  distance: number,
): MotionTrack {
  const { first, last } = activeFrames(element, sceneFrames, fps);
  const motions = Array.from({ length: last - first + 1 }, (_, i) => motionAt(element, (first + i) / fps, distance));
  const runs = runRanges(motions).map(([start, end]) =>
    trackRun(element, picture, motions.slice(start, end), first + start, fps),
  );
  return { first, runs };
}
