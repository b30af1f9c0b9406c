import type { FrameElement, FrameLayout } from '@reelsmith/contracts';
import {
  entersOnly,
  motionAt,
  movedRect,
  moves,
  slideDistanceOf,
  slideOffset,
  watermarkText,
  type Box,
  type Language,
  type Moving,
} from '@reelsmith/templates';
import { activeFrames } from './motion-track.js';
import { REVEAL_FADE_SECONDS, revealSteps } from './text-reveal.js';
import type { TextPlacement } from '../drawing/text-layer.js';
import type { Composition } from './composition.js';
import { firstFrameAt } from '../drawing/frame-time.js';

/**
 * The layout of one frame, from the composition the drawing is made of: the arranged
 * template's boxes, the texts as placed and drawn, the captions' pictures and their frames,
 * the watermark. Timing follows the filter graph: a text fades in over its entry frames and a
 * slide eases out (cubic) from `distance` away; during a transition the outgoing scene fades
 * or slides out as the incoming one comes in.
 */

const clip = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 100) / 100;
const boxOf = (box: Box, dx = 0, dy = 0): Box => ({
  x: round(box.x + dx),
  y: round(box.y + dy),
  width: round(box.width),
  height: round(box.height),
});

/** A moving element's drawn rectangle at a frame of its scene, as motionTrack places its picture; none off its frames. */
function movingElement(
  element: Moving & { box: Box },
  drawn: Box,
  frame: number,
  sceneFrames: number,
  fps: number,
  distance: number,
) {
  const { first, last } = activeFrames(element, sceneFrames, fps);
  if (frame < first || frame > last) return undefined;
  const motion = motionAt(element, frame / fps, distance);
  return { box: movedRect(drawn, element.box, motion).bounds, opacity: motion.opacity };
}

/**
 * What a text revealed word by word shows at `t`: its steps so far (the one fading in included)
 * and the first step's fade; none before it. Its box is the whole text's ink.
 */
function revealedText(placement: TextPlacement, at: number[], t: number, language: Language) {
  const steps = revealSteps(placement.layout.lines, language);
  const shown = at.filter((start) => start <= t).length;
  if (shown === 0) return undefined;
  return { text: steps[shown - 1]!.text, opacity: Math.min(1, (t - at[0]!) / REVEAL_FADE_SECONDS) };
}

/** How a scene stands in a transition: its opacity and how far the transition carried it. */
interface SceneState {
  opacity: number;
  dx: number;
  dy: number;
}

function transitionState(effect: string, progress: number, incoming: boolean, width: number, height: number) {
  const shown = incoming ? progress : 1 - progress;
  const away = incoming ? progress - 1 : progress;
  switch (effect) {
    case 'slideleft':
      return { opacity: 1, dx: -away * width, dy: 0 };
    case 'slideright':
      return { opacity: 1, dx: away * width, dy: 0 };
    case 'slideup':
      return { opacity: 1, dx: 0, dy: -away * height };
    case 'slidedown':
      return { opacity: 1, dx: 0, dy: away * height };
    default:
      return { opacity: shown, dx: 0, dy: 0 };
  }
}

function sceneElements(
  composition: Composition,
  s: number,
  localFrame: number,
  state: SceneState,
  language: Language,
): FrameElement[] {
  const { template, timeline } = composition;
  const scene = template.scenes[s]!;
  const fps = template.fps;
  const { dx, dy, opacity } = state;
  const frame = { x: 0, y: 0, width: template.width, height: template.height };
  const elements: FrameElement[] = [
    { kind: 'background', name: 'background', box: boxOf(frame, dx, dy), opacity, text: null },
  ];
  const distance = slideDistanceOf(template);
  const sceneFrames = timeline.sceneFrames[s]!;
  scene.shapes?.forEach((shape, i) => {
    const moved = moves(shape) ? movingElement(shape, shape.box, localFrame, sceneFrames, fps, distance) : undefined;
    if (moves(shape) && !(moved && moved.opacity > 0)) return;
    elements.push({
      kind: 'shape',
      name: shape.name ?? `shape${i}`,
      box: boxOf(moved?.box ?? shape.box, dx, dy),
      opacity: round(opacity * (shape.opacity ?? 1) * (moved?.opacity ?? 1)),
      text: null,
    });
  });
  const product = scene.product;
  const movedProduct =
    product && moves(product) ? movingElement(product, product.box, localFrame, sceneFrames, fps, distance) : undefined;
  if (product && (!moves(product) || (movedProduct && movedProduct.opacity > 0))) {
    elements.push({
      kind: 'product',
      name: product.name ?? 'product',
      box: boxOf(movedProduct?.box ?? product.box, dx, dy),
      opacity: round(opacity * (movedProduct?.opacity ?? 1)),
      text: null,
    });
  }
  scene.images?.forEach((image, i) => {
    const moved = moves(image) ? movingElement(image, image.box, localFrame, sceneFrames, fps, distance) : undefined;
    if (moves(image) && !(moved && moved.opacity > 0)) return;
    elements.push({
      kind: 'image',
      name: image.name ?? `image${i}`,
      box: boxOf(moved?.box ?? image.box, dx, dy),
      opacity: round(opacity * (moved?.opacity ?? 1)),
      text: null,
    });
  });
  for (const [t, { name, element, placement }] of composition.layout.texts[s]!.entries()) {
    const reveal = composition.spec.scenes[s]!.texts[t]!.reveal;
    if (reveal) {
      const shown = revealedText(placement, reveal.at, localFrame / fps, language);
      if (shown)
        elements.push({
          kind: 'text',
          name,
          box: boxOf(placement.ink, dx, dy),
          opacity: round(opacity * shown.opacity),
          text: shown.text,
        });
      continue;
    }
    if (!entersOnly(element)) {
      const moved = movingElement(element, placement.ink, localFrame, sceneFrames, fps, distance);
      if (moved && moved.opacity > 0)
        elements.push({
          kind: 'text',
          name,
          box: boxOf(moved.box, dx, dy),
          opacity: round(opacity * moved.opacity),
          text: placement.text,
        });
      continue;
    }
    const { at, duration, effect } = element.enter;
    const entry = firstFrameAt(at, fps);
    const opaque = Math.max(entry + 1, firstFrameAt(at + duration, fps));
    const shown = clip((localFrame - entry) / (opaque - entry));
    if (shown === 0) continue;
    const remaining = distance * (1 - clip((localFrame / fps - at) / duration)) ** 3;
    const slide = slideOffset(effect, remaining);
    elements.push({
      kind: 'text',
      name,
      box: boxOf(placement.ink, dx + slide.dx, dy + slide.dy),
      opacity: round(opacity * shown),
      text: placement.text,
    });
  }
  return elements;
}

/** Everything drawn at `frame` (0-based, clamped to the video), in drawing order. */
export function frameLayout(composition: Composition, frame: number, language: Language): FrameLayout {
  const { template, timeline } = composition;
  const at = Math.min(timeline.totalFrames - 1, Math.max(0, frame));
  const overlap = timeline.transitionFrames;
  const elements: FrameElement[] = [];
  let start = 0;
  template.scenes.forEach((_, s) => {
    const frames = timeline.sceneFrames[s]!;
    const local = at - start;
    if (local >= 0 && local < frames) {
      // Step 0 of a transition shows the outgoing scene whole (render-engine.md).
      const leaving = s < template.scenes.length - 1 && local >= frames - overlap;
      const coming = s > 0 && local < overlap;
      let state: SceneState = { opacity: 1, dx: 0, dy: 0 };
      if (leaving)
        state = transitionState(
          template.transition.effect,
          (local - (frames - overlap)) / overlap,
          false,
          template.width,
          template.height,
        );
      if (coming)
        state = transitionState(template.transition.effect, local / overlap, true, template.width, template.height);
      if (!(coming && local === 0)) elements.push(...sceneElements(composition, s, local, state, language));
    }
    start += frames - overlap;
  });
  if (composition.watermark) {
    elements.push({
      kind: 'watermark',
      name: 'watermark',
      box: boxOf(composition.watermark),
      opacity: 1,
      text: watermarkText(language),
    });
  }
  for (const caption of composition.captions) {
    if (caption.frames.some(([first, last]) => first <= at && at <= last)) {
      elements.push({ kind: 'caption', name: 'caption', box: boxOf(caption.ink), opacity: 1, text: caption.drawnText });
    }
  }
  return {
    at_seconds: round(at / template.fps),
    width: template.width,
    height: template.height,
    warnings: composition.warnings,
    elements,
  };
}
