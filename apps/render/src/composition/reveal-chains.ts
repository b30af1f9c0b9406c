import { firstFrameAt } from '../drawing/frame-time.js';
import { int, num, repeated, type FrameWindow } from './graph-numbers.js';
import { REVEAL_FADE_SECONDS } from './text-reveal.js';

/** A text revealed word by word: one picture a step, each appearing `at` seconds into the scene, all placed at `x`, `y`. */
export interface GraphReveal {
  inputs: number[];
  at: number[];
  x: number;
  y: number;
}

/**
 * The chains that reveal a text step by step, from `below` to `above` through labels named by
 * `label`: each step's picture fades in over the one before, which stays until the fade ends,
 * then gives way (overlay passes the scene through after a picture's last frame). One picture
 * is blended at a time, two while one fades in. None when no step shows in `window`.
 */
export function revealChains(
  reveal: GraphReveal,
  sceneFrames: number,
  window: FrameWindow,
  fps: number,
  layers: { below: string; above: string; label: (name: string) => string },
): string[] {
  const chains: string[] = [];
  const last = window.first + window.count - 1;
  let below = layers.below;
  reveal.inputs.forEach((input, k) => {
    const next = reveal.at[k + 1];
    const end = next === undefined ? sceneFrames - 1 : firstFrameAt(next + REVEAL_FADE_SECONDS, fps);
    const first = Math.max(window.first, firstFrameAt(reveal.at[k]!, fps));
    const until = Math.min(last, end, sceneFrames - 1);
    if (first > until) return;
    const picture = layers.label(`r${k}`);
    const above = layers.label(`r${k}done`);
    const fade = `fade=t=in:st=${num(reveal.at[k]!)}:d=${num(REVEAL_FADE_SECONDS)}:alpha=1`;
    chains.push(
      `${repeated(input, 'yuva420p', { first, count: until - first + 1 }, fps)},${fade}${picture}`,
      `${below}${picture}overlay=x=${int(reveal.x)}:y=${int(reveal.y)}:eof_action=pass${above}`,
    );
    below = above;
  });
  if (chains.length === 0) return [];
  chains.push(`${below}null${layers.above}`);
  return chains;
}
