import { int, num, type FrameWindow } from './graph-numbers.js';
import type { MotionTrack, TrackFrame } from './motion-track.js';

/**
 * The chains that overlay a moving picture (an exit, keyframes) frame by frame: its picture
 * repeated over the frames it shows, with `sendcmd` setting each frame's opacity (lutyuv's
 * alpha), size (scale), turn (rotate) and place (overlay) from the sampled track. Only numbers
 * and our own filter names reach the commands. After its last frame the overlay passes the
 * scene through: an element that has left costs nothing.
 */
export interface MovingPicture {
  /** The chain that makes its frames over a window, numbered by scene frame: a repeated picture, the zoomed product. */
  source: (window: FrameWindow) => string;
  track: MotionTrack;
  /** Unique in the graph: names this picture's filters, which the commands address. */
  id: string;
}

/** One frame's commands, for the values that changed since the frame before (all of them on the first). */
function commands(id: string, track: MotionTrack, frame: TrackFrame, before: TrackFrame | undefined): string[] {
  const changed = (key: keyof TrackFrame) => before === undefined || before[key] !== frame[key];
  const sent: string[] = [];
  if (changed('x')) sent.push(`overlay@p${id} x ${int(frame.x)}`);
  if (changed('y')) sent.push(`overlay@p${id} y ${int(frame.y)}`);
  if (track.fades && changed('opacity')) sent.push(`lutyuv@o${id} a val*${num(frame.opacity)}`);
  if (track.scales && (changed('width') || changed('height')))
    sent.push(`scale@z${id} w ${int(frame.width)}`, `scale@z${id} h ${int(frame.height)}`);
  if (track.turnCanvas !== undefined && changed('radians')) sent.push(`rotate@r${id} a ${num(frame.radians)}`);
  return sent;
}

/**
 * The chains for frames `window` of the scene, from `below` to `above`; none when the picture
 * shows on none of them.
 */
export function movingPictureChains(
  picture: MovingPicture,
  window: FrameWindow,
  fps: number,
  below: string,
  above: string,
): string[] | undefined {
  const { track, id } = picture;
  const first = Math.max(window.first, track.first);
  const last = Math.min(window.first + window.count - 1, track.first + track.frames.length - 1);
  if (first > last) return undefined;
  const shown = track.frames.slice(first - track.first, last - track.first + 1);
  const start = shown[0]!;
  // Half a frame early: a command lands on its frame whatever the rounding of timestamps.
  const intervals = shown
    .map((frame, i) => ({
      at: Math.max(0, (first + i - 0.5) / fps),
      sent: i === 0 ? [] : commands(id, track, frame, shown[i - 1]),
    }))
    .filter((interval) => interval.sent.length > 0)
    .map((interval) => `${num(interval.at)} ${interval.sent.join('\\, ')}`);
  const filters = [picture.source({ first, count: shown.length })];
  if (intervals.length > 0) filters.push(`sendcmd=c='${intervals.join('\\;')}'`);
  // Turned first, at its own size. The fill is transparent black, not `none`: with `none` rotate
  // leaves the canvas outside the turned picture unwritten, and pooled buffers then show earlier
  // frames there (motion.int-spec catches it).
  if (track.turnCanvas !== undefined) {
    const side = int(track.turnCanvas);
    filters.push(`rotate@r${id}=a=${num(start.radians)}:ow=${side}:oh=${side}:c=black@0`);
  }
  if (track.scales) filters.push(`scale@z${id}=w=${int(start.width)}:h=${int(start.height)}:eval=frame:flags=bilinear`);
  if (track.fades) filters.push(`lutyuv@o${id}=a=val*${num(start.opacity)}`);
  const label = `[m${id}]`;
  return [
    `${filters.join(',')}${label}`,
    `${below}${label}overlay@p${id}=x=${int(start.x)}:y=${int(start.y)}:eof_action=pass${above}`,
  ];
}
