import { mirroredMotion } from './motion.js';
import type { Box, Fill, Scene, TemplateDefinition, TextElement, Transition } from './template.types.js';

/**
 * How one video lays out a template: with or without burned-in captions (texts and the
 * product take their `captions_box`), left to right or mirrored for Arabic, Persian and
 * Hebrew. Both are plain transformations of the definition, so everything downstream (the
 * drawing, the layout of a frame, the checks) sees one arranged template with plain boxes.
 */
export interface Arrangement {
  captions: boolean;
  direction: 'ltr' | 'rtl';
}

const MIRRORED_TRANSITION: Partial<Record<Transition, Transition>> = {
  slideleft: 'slideright',
  slideright: 'slideleft',
  wipeleft: 'wiperight',
  wiperight: 'wipeleft',
};

/** The box at the mirrored position: x → width − x − w. */
export function mirroredBox(box: Box, frameWidth: number): Box {
  return { ...box, x: frameWidth - box.x - box.width };
}

function mirroredFill(fill: Fill): Fill {
  // A CSS angle measured from "up" towards "right": the mirror image runs towards the left.
  return 'gradient' in fill ? { gradient: { ...fill.gradient, angle: -fill.gradient.angle } } : fill;
}

function withCaptionBoxes(scene: Scene): Scene {
  return {
    ...scene,
    shapes: scene.shapes?.map((shape) => ({ ...shape, box: shape.captions_box ?? shape.box })),
    product: scene.product && { ...scene.product, box: scene.product.captions_box ?? scene.product.box },
    images: scene.images?.map((image) => ({ ...image, box: image.captions_box ?? image.box })),
    texts: scene.texts.map((text) => ({ ...text, box: text.captions_box ?? text.box })),
  };
}

function mirroredScene(scene: Scene, width: number): Scene {
  const mirror = (box: Box) => mirroredBox(box, width);
  const text = (t: TextElement): TextElement => ({
    ...mirroredMotion(t),
    box: mirror(t.box),
    captions_box: t.captions_box && mirror(t.captions_box),
  });
  return {
    ...scene,
    captions: scene.captions && { box: mirror(scene.captions.box) },
    background: mirroredFill(scene.background),
    shapes: scene.shapes?.map((shape) => ({
      ...mirroredMotion(shape),
      box: mirror(shape.box),
      captions_box: shape.captions_box && mirror(shape.captions_box),
    })),
    product: scene.product && {
      ...mirroredMotion(scene.product),
      box: mirror(scene.product.box),
      captions_box: scene.product.captions_box && mirror(scene.product.captions_box),
    },
    images: scene.images?.map((image) => ({
      ...mirroredMotion(image),
      box: mirror(image.box),
      captions_box: image.captions_box && mirror(image.captions_box),
    })),
    texts: scene.texts.map(text),
  };
}

export function arrangedTemplate(template: TemplateDefinition, arrangement: Arrangement): TemplateDefinition {
  let scenes = template.scenes;
  let transition = template.transition;
  if (arrangement.captions) scenes = scenes.map(withCaptionBoxes);
  if (arrangement.direction === 'rtl') {
    scenes = scenes.map((scene) => mirroredScene(scene, template.width));
    transition = { ...transition, effect: MIRRORED_TRANSITION[transition.effect] ?? transition.effect };
  }
  return { ...template, scenes, transition };
}
