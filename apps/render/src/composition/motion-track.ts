import { goneAt, motionAt, movedRect, type Box, type Moving } from '@reelsmith/templates';
import { firstFrameAt } from '../drawing/frame-time.js';

/**
 * A moving element's picture, frame by frame: where it is overlaid, at what size, turned how
 * far and how opaque. Sampled from motionAt once per frame, so the filter graph's commands and
 * the layout of a frame read the same numbers.
 */
export interface TrackFrame {
  /** Top-left of what is overlaid: the picture, or the square canvas it is turned in, scaled. */
  x: number;
  y: number;
  /** The size of what is overlaid (even when scaled: 4:2:0 planes). */
  width: number;
  height: number;
  radians: number;
  opacity: number;
}

export interface MotionTrack {
  /** The scene frame of `frames[0]`. */
  first: number;
  frames: TrackFrame[];
  /** Which filters the track needs: opacity other than 1, a size other than the picture's, a turn. */
  fades: boolean;
  scales: boolean;
  /** The side of the square canvas a turning picture is turned in (fits every turn), before scaling. */
  turnCanvas?: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The frames of a scene an element shows on: from its entrance (or the start) to the end of its exit. */
export function activeFrames(element: Moving, sceneFrames: number, fps: number) {
  const first = Math.min(sceneFrames - 1, firstFrameAt(element.enter?.at ?? 0, fps));
  const gone = goneAt(element);
  const last = Number.isFinite(gone) ? Math.min(sceneFrames - 1, firstFrameAt(gone, fps)) : sceneFrames - 1;
  return { first, last: Math.max(first, last) };
}

/** Samples an element's motion on every frame it shows, for its picture at `picture`. */
export function motionTrack(
  element: Moving & { box: Box },
  picture: Box,
  sceneFrames: number,
  fps: number,
  distance: number,
): MotionTrack {
  const { first, last } = activeFrames(element, sceneFrames, fps);
  const motions = Array.from({ length: last - first + 1 }, (_, i) => motionAt(element, (first + i) / fps, distance));
  const scales = motions.some((motion) => motion.scale !== 1);
  const turns = motions.some((motion) => motion.rotation !== 0);
  // Turned first, at its own size, inside a square every turn fits in; then that square is scaled.
  const turnCanvas = turns ? even(Math.ceil(Math.hypot(picture.width, picture.height)) + 2) : undefined;
  const [drawnWidth, drawnHeight] = turnCanvas ? [turnCanvas, turnCanvas] : [picture.width, picture.height];
  const frames = motions.map((motion): TrackFrame => {
    const { cx, cy } = movedRect(picture, element.box, motion);
    const width = scales ? even(drawnWidth * motion.scale) : drawnWidth;
    const height = scales ? even(drawnHeight * motion.scale) : drawnHeight;
    return {
      x: Math.round(cx - width / 2),
      y: Math.round(cy - height / 2),
      width,
      height,
      radians: (motion.rotation * Math.PI) / 180,
      opacity: motion.opacity,
    };
  });
  return {
    first,
    frames,
    fades: motions.some((motion) => motion.opacity !== 1),
    scales,
    turnCanvas,
  };
}
