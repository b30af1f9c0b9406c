import { crossingChains, finishingChains, sceneChains, type GraphCaption, type GraphSpec } from './filter-graph.js';
import { int } from './graph-numbers.js';

export const STILL_LABEL = '[still]';

/** Where a frame of the joined video comes from: one scene's frame, or a transition's step (1 or more). */
export type FrameSource = { scene: number; frame: number } | { crossingInto: number; step: number };

/**
 * Finds frame `frame` of the joined video in the scenes: scene i+1 starts `transition.frames`
 * before scene i ends, and the frames they share are the transition's steps. Step 0 shows the
 * outgoing scene alone (see crossingChains), so it is found in that scene.
 */
export function frameSource(spec: GraphSpec, frame: number): FrameSource {
  const overlap = spec.transition.frames;
  let start = 0;
  for (const [i, scene] of spec.scenes.entries()) {
    if (i === spec.scenes.length - 1) break;
    const next = start + scene.frames - overlap;
    // Step 0, when there is a transition, is still this scene's.
    if (frame < next + Math.min(1, overlap)) return { scene: i, frame: frame - start };
    if (frame < start + scene.frames) return { crossingInto: i + 1, step: frame - next };
    start = next;
  }
  return { scene: spec.scenes.length - 1, frame: Math.max(0, frame - start) };
}

/** The chains that compose the thumbnail's frame, and nothing else, at `[joined]`. */
function composedFrame(spec: GraphSpec, source: FrameSource): string[] {
  if ('scene' in source) {
    const { scene, frame } = source;
    return [
      ...sceneChains(spec.scenes[scene]!, scene, spec.fps, { first: frame, count: 1 }),
      `[s${scene}]null[joined]`,
    ];
  }
  // The transition's frames from step 1 up to this step, exactly as the video's graph crosses them.
  const { crossingInto: i, step } = source;
  const outgoing = spec.scenes[i - 1]!;
  return [
    ...sceneChains(outgoing, i - 1, spec.fps, { first: outgoing.frames - spec.transition.frames + 1, count: step }),
    ...sceneChains(spec.scenes[i]!, i, spec.fps, { first: 1, count: step }),
    `[s${i - 1}]setpts=PTS-STARTPTS[s${i - 1}tail]`,
    `[s${i}]setpts=PTS-STARTPTS[s${i}head]`,
    ...crossingChains(i, spec),
    `[x${i}]trim=start_frame=${int(step - 1)}[joined]`,
  ];
}

/**
 * A graph that composes only the thumbnail's frame of `spec`'s video (spec.thumbnail.frame),
 * scaled to the thumbnail's size, at STILL_LABEL: the same chains as the video's, run over that
 * one frame (a transition's over its steps so far) instead of every frame before it. A video's
 * thumbnail and a still preview are both made by it.
 */
export function buildStillGraph(spec: GraphSpec): string {
  const { frame, width, height } = spec.thumbnail;
  const chains = composedFrame(spec, frameSource(spec, frame));
  const shown = (caption: GraphCaption) => caption.frames.some(([first, last]) => first <= frame && frame <= last);
  const finishing = finishingChains(spec, (spec.captions ?? []).filter(shown), () => '');
  chains.push(...finishing.chains, `${finishing.final}scale=${int(width)}:${int(height)}:flags=lanczos${STILL_LABEL}`);
  return chains.join(';\n');
}

const INPUT_LABEL = /\[(\d+):v\]/g;

/**
 * `graph` with its picture inputs (`[N:v]`) renumbered to the ones it reads, in order, and the
 * indexes they had: ffmpeg reads and converts every input it is given, whether shown or not.
 */
export function withUsedInputsOnly(graph: string): { graph: string; used: number[] } {
  const used = [...new Set([...graph.matchAll(INPUT_LABEL)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return { graph: graph.replace(INPUT_LABEL, (_, input: string) => `[${used.indexOf(Number(input))}:v]`), used };
}
