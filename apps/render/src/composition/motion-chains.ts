import { int, num, type FrameWindow } from './graph-numbers.js';
import type { MotionTrack, TrackFrame, TrackRun } from './motion-track.js';

/**
 * The chains that overlay a moving picture (an exit, keyframes) frame by frame: its picture
 * repeated over the frames it shows, one chain and overlay per run of its track. What holds over
 * a run's frames (an opacity, a turn, a size) is applied to the picture once, before it is
 * repeated; what changes is set on each frame by `sendcmd` from the sampled track (the alpha's
 * gain, rotate, scale; overlay's place always). Only numbers and our own filter names reach the
 * commands. After a run's last frame its overlay passes the scene through: an element that has
 * left costs nothing.
 */
export interface MovingPicture {
  /**
   * The chain that makes its frames over a window, numbered by scene frame: a repeated picture,
   * the zoomed product; `once` are filters for the picture before it is repeated (or, for a
   * picture that changes on every frame, on each frame).
   */
  source: (window: FrameWindow, once: string[]) => string;
  track: MotionTrack;
  /** Unique in the graph: names this picture's filters, which the commands address. */
  id: string;
  /**
   * One colour wherever it shows (a shape): only its alpha differs from pixel to pixel, so a turn
   * on every frame turns its alpha plane alone, and the colour is taken once from its centre.
   */
  solid?: boolean;
}

/** A run's filters in the order they apply: the opacity on the picture, then the turn, then the size. */
interface RunFilter {
  name: 'fade' | 'opacity' | 'rotate' | 'scale';
  /** The filter at the values of `frame`, named `id` (for commands) or not. */
  at: (frame: TrackFrame, id?: string) => string;
  /** Commands that bring it from `before`'s values to `frame`'s; none when they are the same. */
  commands: (id: string, frame: TrackFrame, before: TrackFrame) => string[];
  /** Whether two frames ask the same of it. */
  same: (a: TrackFrame, b: TrackFrame) => boolean;
}

const named = (filter: string, id: string | undefined) => (id === undefined ? filter : `${filter}@${id}`);

/**
 * The picture's alpha multiplied by the opacity `of` a frame gives: by lutyuv once, before the
 * picture repeats; by colorchannelmixer's alpha gain (on RGBA) where it changes from frame to
 * frame, since every command to lutyuv rebuilds its tables of 65,536 entries a plane (≈ 5–13 ms
 * a frame) while colorchannelmixer's only sets a number (≈ 1 ms a frame with the conversion).
 */
function opacityFilter(of: (frame: TrackFrame) => number): RunFilter {
  return {
    name: 'opacity',
    at: (frame, id) =>
      id === undefined ? `lutyuv=a=val*${num(of(frame))}` : `format=rgba,colorchannelmixer@o${id}=aa=${num(of(frame))}`,
    commands: (id, frame) => [`colorchannelmixer@o${id} aa ${num(of(frame))}`],
    same: (a, b) => of(a) === of(b),
  };
}

/** ffmpeg's `fade` of the alpha: linear in the frame's time, as motionAt's entrance and exit. */
function fadeFilter(type: 'in' | 'out', fade: { at: number; duration: number }): RunFilter {
  return {
    name: 'fade',
    at: () => `fade=t=${type}:st=${num(fade.at)}:d=${num(fade.duration)}:alpha=1`,
    commands: () => [],
    // Never applied once: it follows each frame's time.
    same: () => false,
  };
}

function runFilters(run: TrackRun, shown: TrackFrame[]): RunFilter[] {
  const filters: RunFilter[] = [];
  // The opacity first, on the picture at its own size: lutyuv sizes the frames it writes by its
  // first input, and after a scale that grows the picture it wrote past them (heap corruption).
  // An opacity that changes is faded by `fade` (entrance, exit, no command at all) and by the
  // keys' own filter apart.
  const start = shown[0]!;
  if (shown.every((frame) => frame.opacity === start.opacity)) {
    if (start.opacity !== 1) filters.push(opacityFilter((frame) => frame.opacity));
  } else {
    if (run.fadeIn) filters.push(fadeFilter('in', run.fadeIn));
    if (run.fadeOut) filters.push(fadeFilter('out', run.fadeOut));
    if (shown.some((frame) => frame.keyedOpacity !== 1)) filters.push(opacityFilter((frame) => frame.keyedOpacity));
  }
  // Turned next, at its own size, centred in the run's canvas. The fill is transparent black,
  // not `none`: with `none` rotate leaves the canvas outside the turned picture unwritten, and
  // pooled buffers then show earlier frames there (motion.int-spec catches it).
  const canvas = run.turnCanvas;
  if (canvas)
    filters.push({
      name: 'rotate',
      at: (frame, id) =>
        `${named('rotate', id && `r${id}`)}=a=${num(frame.radians)}:ow=${int(canvas.width)}:oh=${int(canvas.height)}:c=black@0`,
      commands: (id, frame) => [`rotate@r${id} a ${num(frame.radians)}`],
      same: (a, b) => a.radians === b.radians,
    });
  if (run.scales)
    filters.push({
      name: 'scale',
      at: (frame, id) =>
        `${named('scale', id && `z${id}`)}=w=${int(frame.width)}:h=${int(frame.height)}${id ? ':eval=frame' : ''}:flags=bilinear`,
      commands: (id, frame) => [`scale@z${id} w ${int(frame.width)}`, `scale@z${id} h ${int(frame.height)}`],
      same: (a, b) => a.width === b.width && a.height === b.height,
    });
  return filters;
}

/** The chain of one run over its frames `shown` from scene frame `first`, at `[m<id>]`. */
function runChain(picture: MovingPicture, run: TrackRun, id: string, first: number, shown: TrackFrame[], fps: number) {
  const start = shown[0]!;
  const filters = runFilters(run, shown);
  // The filters up to the first whose values change apply once, to the picture before it repeats.
  const changing = filters.findIndex((filter) => shown.some((frame) => !filter.same(frame, start)));
  const perFrame = changing < 0 ? [] : filters.slice(changing);
  const once = filters.slice(0, changing < 0 ? filters.length : changing).map((filter) => filter.at(start));
  const commands = (frame: TrackFrame, before: TrackFrame) => [
    ...(frame.x !== before.x ? [`overlay@p${id} x ${int(frame.x)}`] : []),
    ...(frame.y !== before.y ? [`overlay@p${id} y ${int(frame.y)}`] : []),
    ...perFrame.flatMap((filter) => (filter.same(frame, before) ? [] : filter.commands(id, frame, before))),
  ];
  // Half a frame early: a command lands on its frame whatever the rounding of timestamps.
  const intervals = shown
    .map((frame, i) => ({
      at: Math.max(0, (first + i - 0.5) / fps),
      sent: i === 0 ? [] : commands(frame, shown[i - 1]!),
    }))
    .filter((interval) => interval.sent.length > 0)
    .map((interval) => `${num(interval.at)} ${interval.sent.join('\\, ')}`);
  const window = { first, count: shown.length };
  const chain = [picture.source(window, once)];
  if (intervals.length > 0) chain.push(`sendcmd=c='${intervals.join('\\;')}'`);
  const turn = perFrame.findIndex((filter) => filter.name === 'rotate');
  if (!picture.solid || turn < 0 || !run.turnCanvas) {
    chain.push(...perFrame.map((filter) => filter.at(start, id)));
    return { chains: [`${chain.join(',')}[m${id}]`], start };
  }
  const at = (filters: RunFilter[]) => filters.map((filter) => filter.at(start, id));
  const turned = { head: chain, colour: (once: string[]) => picture.source(window, once), id, canvas: run.turnCanvas };
  return { chains: solidTurnChains(turned, at(perFrame.slice(0, turn + 1)), at(perFrame.slice(turn + 1))), start };
}

/** rotate fills a grey canvas with limited-range black, 16, whatever its `c=`: the alpha is turned in 16–255. */
const SQUEEZE_ALPHA = 'lut=y=16+val*239/255+0.5';
const STRETCH_ALPHA = 'lut=y=(val-16)*255/239+0.5';

/**
 * A solid picture turned on every frame, as chains ending at `[m<id>]`: its alpha plane alone, as
 * a grey picture (one sample a pixel where yuva420p has 2.5: ≈ 2.4× cheaper), squeezed into
 * rotate's 16–255 and stretched back (off by at most 1/255), merged with its colour: a pixel of
 * its centre (inside every rect and circle) stretched once to the turning canvas. `head` is the
 * picture's chain so far, `turning` its filters up to the rotate, `after` those after it.
 */
function solidTurnChains(
  picture: {
    head: string[];
    colour: (once: string[]) => string;
    id: string;
    canvas: { width: number; height: number };
  },
  turning: string[],
  after: string[],
): string[] {
  const { head, colour, id, canvas } = picture;
  const alpha = [...head, ...turning.slice(0, -1), 'extractplanes=a', SQUEEZE_ALPHA, turning.at(-1)!, STRETCH_ALPHA];
  const centre = ['crop=w=2:h=2:x=iw/2-1:y=ih/2-1', `scale=${int(canvas.width)}:${int(canvas.height)}:flags=neighbor`];
  return [
    `${alpha.join(',')}[m${id}a]`,
    `${colour(centre)}[m${id}c]`,
    `${[`[m${id}c][m${id}a]alphamerge`, ...after].join(',')}[m${id}]`,
  ];
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
  const end = window.first + window.count - 1;
  const drawn = picture.track.runs.flatMap((run, r) => {
    const first = Math.max(window.first, run.first);
    const last = Math.min(end, run.first + run.frames.length - 1);
    if (first > last) return [];
    const id = picture.track.runs.length === 1 ? picture.id : `${picture.id}_${r}`;
    const shown = run.frames.slice(first - run.first, last - run.first + 1);
    return [{ id, ...runChain(picture, run, id, first, shown, fps) }];
  });
  if (drawn.length === 0) return undefined;
  return drawn.flatMap(({ id, chains, start }, i) => {
    const from = i === 0 ? below : `[o${picture.id}_${i - 1}]`;
    const to = i === drawn.length - 1 ? above : `[o${picture.id}_${i}]`;
    return [...chains, `${from}[m${id}]overlay@p${id}=x=${int(start.x)}:y=${int(start.y)}:eof_action=pass${to}`];
  });
}
