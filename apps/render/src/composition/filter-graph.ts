import type { EnterEffect, Transition } from '@reelsmith/templates';
import { firstFrameAt } from '../drawing/frame-time.js';
import { frameClock, int, num, repeated, type FrameWindow } from './graph-numbers.js';
import { movingPictureChains, type MovingPicture } from './motion-chains.js';
import { revealChains, type GraphReveal } from './reveal-chains.js';
import type { MotionTrack } from './motion-track.js';

/**
 * Builds the ffmpeg filter graph from numbers and input indexes only: no text, colour or path
 * of the user's ever reaches this string. Shaped for speed (see docs/render-engine.md):
 * static pictures are converted once and repeated with `loop`, the product is zoomed by
 * zoompan from one pre-fitted picture, and xfade only sees the frames where scenes overlap.
 */

export interface GraphText {
  input: number;
  x: number;
  y: number;
  effect: EnterEffect;
  /** Seconds from the scene's start. */
  at: number;
  duration: number;
  /** How far a slide travels, in pixels. */
  distance: number;
  /** Set when the text moves beyond its entrance (an exit, keyframes): drawn frame by frame from it. */
  track?: MotionTrack;
  /** Set when the text is revealed word by word: its steps' pictures replace `input`. */
  reveal?: GraphReveal;
}

export interface GraphProduct {
  input: number;
  x: number;
  y: number;
  width: number;
  height: number;
  zoomFrom: number;
  zoomTo: number;
  /** Set when the product enters, leaves or moves: drawn frame by frame from it. */
  track?: MotionTrack;
}

/** An account's picture, fitted once: overlaid as it stands, or frame by frame from its track when it moves. */
export interface GraphImage {
  input: number;
  x: number;
  y: number;
  track?: MotionTrack;
}

export interface GraphScene {
  frames: number;
  backgroundInput: number;
  /** Set when the background picture is a plain colour drawn small, to be stretched to the frame. */
  stretchBackgroundTo?: { width: number; height: number };
  /** Shapes that move, overlaid on the background in their order, under the product. */
  shapes?: GraphMovingShape[];
  product?: GraphProduct;
  /** Over the product, under the texts, in their order. */
  images?: GraphImage[];
  texts: GraphText[];
}

/** A shape's picture, drawn frame by frame from its motion track. */
export interface GraphMovingShape {
  input: number;
  track: MotionTrack;
}

/** A still shown over the finished picture on some frames only (a burned-in caption). */
export interface GraphCaption {
  input: number;
  x: number;
  y: number;
  /** Inclusive ranges of frame numbers. */
  frames: Array<[number, number]>;
}

export interface GraphSpec {
  fps: number;
  scenes: GraphScene[];
  transition: { effect: Transition; frames: number };
  watermark?: { input: number; x: number; y: number };
  captions?: GraphCaption[];
  thumbnail: { frame: number; width: number; height: number };
  audio?: { input: number; delaySeconds: number; durationSeconds: number };
}

export const VIDEO_LABEL = '[video]';
export const AUDIO_LABEL = '[audio]';

/**
 * The frames of `window` on which a text is still fading in: from its entry to its first fully
 * opaque frame (at least one), or none when it enters after the window. Only these go through
 * `fade`: before its first frame overlay blends nothing, and after its last it repeats that
 * frame (eof_action=repeat). Looping the picture over the whole scene instead had `fade` copy
 * every frame, transparent ones too, and cost about 4 MB of fresh memory per text at ffmpeg's
 * start.
 */
function enteringFrames(text: GraphText, window: FrameWindow, fps: number): FrameWindow | undefined {
  const entry = firstFrameAt(text.at, fps);
  const opaque = firstFrameAt(text.at + text.duration, fps);
  const first = Math.max(window.first, entry);
  const end = window.first + window.count - 1;
  if (first > end) return undefined;
  // A text already opaque when the window starts needs that one frame.
  return { first, count: Math.max(first, Math.min(end, opaque)) - first + 1 };
}

/** Overlay position over time: eases out (cubic) from `distance` away to the resting place. */
function slidePosition(text: GraphText): { x: string; y: string } {
  const x = num(text.x);
  const y = num(text.y);
  // Quoted below: the quotes keep the commas from splitting the filter chain.
  const remaining = `${num(text.distance)}*pow(1-clip((t-${num(text.at)})/${num(text.duration)},0,1),3)`;
  switch (text.effect) {
    case 'fade':
      return { x, y };
    case 'slide_up':
      return { x, y: `'${y}+${remaining}'` };
    case 'slide_down':
      return { x, y: `'${y}-${remaining}'` };
    case 'slide_left':
      return { x: `'${x}+${remaining}'`, y };
    case 'slide_right':
      return { x: `'${x}-${remaining}'`, y };
  }
}

/**
 * The product's frames over `window`: one pre-fitted picture zoomed by zoompan, the zoom growing
 * linearly from zoomFrom to zoomTo over the scene, the crop kept centred.
 */
function productFrames(product: GraphProduct, sceneFrames: number, window: FrameWindow, fps: number): string {
  const step = window.first > 0 ? `(on+${int(window.first)})` : 'on';
  const zoom = `${num(product.zoomFrom)}+${num(product.zoomTo - product.zoomFrom)}*${step}/${int(Math.max(1, sceneFrames - 1))}`;
  return (
    `[${int(product.input)}:v]format=yuv420p,zoompan=z='${zoom}':x='(iw-iw/zoom)/2':y='(ih-ih/zoom)/2'` +
    `:d=${int(window.count)}:s=${int(product.width)}x${int(product.height)}:fps=${num(fps)},` +
    frameClock(fps, window.first)
  );
}

/**
 * The chains composing frames `window` of a scene at `[s<index>]`, each with its frame number in
 * the scene as timestamp (1/fps), which the fades, slides and zoom are expressions of.
 */
export function sceneChains(
  scene: GraphScene,
  index: number,
  fps: number,
  window: FrameWindow = { first: 0, count: scene.frames },
): string[] {
  const label = (name: string) => `[s${index}${name}]`;
  const background = repeated(scene.backgroundInput, 'yuv420p', window, fps, scene.stretchBackgroundTo);
  const chains = [`${background}${label('l0')}`];
  let layer = 0;
  const overlayMoving = (picture: MovingPicture) => {
    const drawn = movingPictureChains(picture, window, fps, label(`l${layer}`), label(`l${layer + 1}`));
    if (!drawn) return;
    chains.push(...drawn);
    layer++;
  };
  const repeatedPicture = (input: number) => (frames: FrameWindow, once: string[]) =>
    repeated(input, 'yuva420p', frames, fps, undefined, once);
  scene.shapes?.forEach(({ input, track }, i) =>
    overlayMoving({ source: repeatedPicture(input), track, id: `${index}_shape${i}`, solid: true }),
  );
  const product = scene.product;
  if (product?.track) {
    // The product changes on every frame (its zoom): what holds is applied on each frame too.
    const source = (frames: FrameWindow, once: string[]) =>
      [productFrames(product, scene.frames, frames, fps), 'format=yuva420p', ...once].join(',');
    overlayMoving({ source, track: product.track, id: `${index}_product` });
  } else if (product) {
    chains.push(
      `${productFrames(product, scene.frames, window, fps)}${label('p')}`,
      `${label(`l${layer}`)}${label('p')}overlay=x=${num(product.x)}:y=${num(product.y)}${label(`l${layer + 1}`)}`,
    );
    layer++;
  }
  scene.images?.forEach(({ input, x, y, track }, i) => {
    if (track) {
      overlayMoving({ source: repeatedPicture(input), track, id: `${index}_image${i}` });
      return;
    }
    chains.push(
      `${repeated(input, 'yuva420p', window, fps)}${label(`i${i}`)}`,
      `${label(`l${layer}`)}${label(`i${i}`)}overlay=x=${num(x)}:y=${num(y)}${label(`l${layer + 1}`)}`,
    );
    layer++;
  });
  scene.texts.forEach((text, t) => {
    if (text.track) {
      overlayMoving({ source: repeatedPicture(text.input), track: text.track, id: `${index}_${t}` });
      return;
    }
    if (text.reveal) {
      const layers = {
        below: label(`l${layer}`),
        above: label(`l${layer + 1}`),
        label: (name: string) => label(`t${t}${name}`),
      };
      const revealed = revealChains(text.reveal, scene.frames, window, fps, layers);
      if (revealed.length > 0) {
        chains.push(...revealed);
        layer++;
      }
      return;
    }
    const frames = enteringFrames(text, window, fps);
    if (!frames) return;
    const fade = `fade=t=in:st=${num(text.at)}:d=${num(text.duration)}:alpha=1`;
    const { x, y } = slidePosition(text);
    const moving = text.effect === 'fade' ? '' : ':eval=frame';
    chains.push(
      `${repeated(text.input, 'yuva420p', frames, fps)},${fade}${label(`t${t}`)}`,
      `${label(`l${layer}`)}${label(`t${t}`)}overlay=x=${x}:y=${y}${moving}${label(`l${layer + 1}`)}`,
    );
    layer++;
  });
  chains.push(`${label(`l${layer}`)}null${label('')}`);
  return chains;
}

// The transitions that do not treat every plane alike: they blend towards black or white, which
// xfade only knows per pixel format (a chroma plane's black is 128, a grey picture's 0). Every
// other allowed transition crosses plane by plane (crossing-chains.spec checks each one).
const THROUGH_A_COLOUR: ReadonlySet<Transition> = new Set<Transition>(['fadeblack', 'fadewhite']);

/**
 * The transition into scene `index` at `[x<index>]`: its steps 1 to frames−1, from the outgoing
 * scene's frames at `[s<index-1>tail]` and the incoming one's at `[s<index>head]`, both
 * numbered from 0. Step 0 is the outgoing frame unchanged, and is left to that scene: xfade
 * starts one frame early (a negative offset), because on the frame where its progress is
 * exactly 1 ffmpeg 5.1's slideup and slideleft read one row (or pixel) past the picture, which
 * showed as a band of stray colours across the top. xfade in ffmpeg 5.1 also has no 4:2:0
 * formats; rather than convert both scenes to 4:4:4 and back (two thirds of a transition frame's
 * cost), each plane crosses on its own, as a grey picture.
 */
export function crossingChains(index: number, spec: GraphSpec): string[] {
  const { effect, frames } = spec.transition;
  const xfade = `xfade=transition=${effect}:duration=${num(frames / spec.fps)}:offset=${num(-1 / spec.fps)}`;
  const x = (name: string) => `[x${index}${name}]`;
  if (THROUGH_A_COLOUR.has(effect)) {
    return [
      `[s${index - 1}tail]format=yuv444p${x('a')}`,
      `[s${index}head]format=yuv444p${x('b')}`,
      `${x('a')}${x('b')}${xfade},format=yuv420p${x('')}`,
    ];
  }
  const planes = ['y', 'u', 'v'];
  return [
    `[s${index - 1}tail]extractplanes=y+u+v${planes.map((p) => x(`a${p}`)).join('')}`,
    `[s${index}head]extractplanes=y+u+v${planes.map((p) => x(`b${p}`)).join('')}`,
    ...planes.map((p) => `${x(`a${p}`)}${x(`b${p}`)}${xfade}${x(p)}`),
    // Plane 0 of each grey input, in order, into planes 0, 1 and 2.
    `${planes.map((p) => x(p)).join('')}mergeplanes=0x001020:yuv420p${x('')}`,
  ];
}

/**
 * Cuts every scene into the frames it shares with its neighbours and the frames it shows
 * alone. Only the shared frames go through xfade; the rest is passed through untouched and
 * everything is concatenated. A transition's step 0 shows the outgoing scene alone (see
 * crossingChains), so it stays in that scene's body and the incoming scene's frame 0 is unused.
 */
function transitionChains(spec: GraphSpec): { chains: string[]; segments: string[] } {
  const overlap = spec.transition.frames;
  const crossed = Math.max(0, overlap - 1);
  const last = spec.scenes.length - 1;
  const chains: string[] = [];
  const segments: string[] = [];
  spec.scenes.forEach((scene, i) => {
    const start = i > 0 ? overlap : 0;
    const head = i > 0 ? crossed : 0;
    const tail = i < last ? crossed : 0;
    const end = scene.frames - tail;
    const parts: { name: string; trim: string }[] = [];
    if (head > 0) parts.push({ name: `[s${i}head]`, trim: `trim=start_frame=1:end_frame=${int(overlap)}` });
    parts.push({ name: `[s${i}body]`, trim: `trim=start_frame=${int(start)}:end_frame=${int(end)}` });
    if (tail > 0) parts.push({ name: `[s${i}tail]`, trim: `trim=start_frame=${int(end)}` });
    if (parts.length === 1) {
      const whole = start === 0 && end === scene.frames;
      chains.push(`[s${i}]${whole ? 'null' : `${parts[0]!.trim},setpts=PTS-STARTPTS`}[s${i}body]`);
    } else {
      chains.push(`[s${i}]split=${parts.length}${parts.map((p) => `[s${i}cut${p.name.slice(1)}`).join('')}`);
      for (const part of parts)
        chains.push(`[s${i}cut${part.name.slice(1)}${part.trim},setpts=PTS-STARTPTS${part.name}`);
    }
    if (head > 0) {
      chains.push(...crossingChains(i, spec));
      segments.push(`[x${i}]`);
    }
    segments.push(`[s${i}body]`);
  });
  return { chains, segments };
}

/**
 * The video's sound as the graph takes it from its soundtrack: from the start, padded or cut to
 * the video's length, faded out over its last 0.4 s. Numbers only: no text reaches it.
 */
export function soundFilter(audio: NonNullable<GraphSpec['audio']>): string {
  const end = audio.durationSeconds;
  const fadeOut = Math.min(0.4, end);
  return (
    `adelay=delays=${int(Math.round(audio.delaySeconds * 1000))}:all=1,` +
    `apad=whole_dur=${num(end)},atrim=end=${num(end)},afade=t=out:st=${num(end - fadeOut)}:d=${num(fadeOut)}`
  );
}

const audioChain = (audio: NonNullable<GraphSpec['audio']>) =>
  `[${int(audio.input)}:a]${soundFilter(audio)}${AUDIO_LABEL}`;

/**
 * The watermark and the burned-in captions over the composed picture at `[joined]`; returns
 * the chains and the label of the result. `shownOn(frames)` is the overlay option that limits a
 * caption to its frames (empty: always shown).
 */
export function finishingChains(
  spec: GraphSpec,
  captions: GraphCaption[],
  shownOn: (frames: GraphCaption['frames']) => string,
): { chains: string[]; final: string } {
  const chains: string[] = [];
  let final = '[joined]';
  if (spec.watermark) {
    // A one-frame overlay input is repeated by overlay itself after its end (eof_action=repeat).
    const { input, x, y } = spec.watermark;
    chains.push(`[${int(input)}:v]format=yuva420p[mark]`, `[joined][mark]overlay=x=${num(x)}:y=${num(y)}[marked]`);
    final = '[marked]';
  }
  captions.forEach((caption, i) => {
    // One frame, converted once and repeated by overlay.
    chains.push(
      `[${int(caption.input)}:v]format=yuva420p[cap${i}]`,
      `${final}[cap${i}]overlay=x=${num(caption.x)}:y=${num(caption.y)}${shownOn(caption.frames)}[captioned${i}]`,
    );
    final = `[captioned${i}]`;
  });
  return { chains, final };
}

/**
 * The video's graph: its picture at VIDEO_LABEL and, with a voice-over, its sound at
 * AUDIO_LABEL. Its thumbnail is composed by a graph of its own (still-graph.ts) beside it.
 */
export function buildFilterGraph(spec: GraphSpec): string {
  const chains = spec.scenes.flatMap((scene, i) => sceneChains(scene, i, spec.fps));
  const { chains: cuts, segments } = transitionChains(spec);
  chains.push(...cuts);
  // The segments restart at 0 after trim; renumber every frame of the joined video.
  chains.push(`${segments.join('')}concat=n=${segments.length}:v=1:a=0,${frameClock(spec.fps)}[joined]`);
  // A caption is blended only on its own frames (n is the frame number: the joined video was
  // renumbered) and passed through untouched elsewhere.
  const finishing = finishingChains(
    spec,
    spec.captions ?? [],
    (frames) => `:enable='${frames.map(([first, last]) => `between(n,${int(first)},${int(last)})`).join('+')}'`,
  );
  chains.push(...finishing.chains, `${finishing.final}null${VIDEO_LABEL}`);
  if (spec.audio) chains.push(audioChain(spec.audio));
  return chains.join(';\n');
}
