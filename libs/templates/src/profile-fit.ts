import type { OutputProfile } from '@reelsmith/contracts';
import { slideDistance } from './frame-geometry.js';
import { enterSweep } from './frame-geometry.js';
import { entersOnly, motionSweep, type Moving } from './motion.js';
import { PROFILE_FRAMES, sharedSafeArea } from './publish-profiles.js';
import type { Animate, Box, Scene, Shape, TemplateDefinition, TextElement } from './template.types.js';

/**
 * A template laid out for publish profiles' frame: every element that must be read (texts,
 * captions, the product, the account's pictures), all the way along its moves, is carried by
 * one similarity transform — scaled alike on both axes, so alignments and proportions hold —
 * into the part of the frame no profile's interface covers, and centred there. Sizes follow
 * (fonts, panels, motion); the background fills the new frame, and a shape that bled off an
 * edge of the template's frame still bleeds off that edge. The caller arranges first (captions,
 * right to left), so the boxes are plain and a mirrored layout is fitted as it is drawn.
 */

/** How the transform maps the template's content bounds onto the safe area. */
interface Similarity {
  scale: number;
  dx: number;
  dy: number;
}

const apply = (m: Similarity, box: Box): Box => ({
  x: box.x * m.scale + m.dx,
  y: box.y * m.scale + m.dy,
  width: box.width * m.scale,
  height: box.height * m.scale,
});

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Every place an element takes: along its entrance, exit and keyframed moves. */
function sweptBox(element: Moving, box: Box, distance: number): Box {
  if (!entersOnly(element)) return motionSweep(element, box, distance);
  return element.enter ? enterSweep(box, element.enter.effect, distance) : box;
}

/** The boxes of what must be read in a scene, swept along their moves. */
function readBoxes(scene: Scene, captions: boolean, distance: number): Box[] {
  return [
    ...scene.texts.map((text) => sweptBox(text, text.box, distance)),
    ...(scene.product ? [sweptBox(scene.product, scene.product.box, distance)] : []),
    ...(scene.images ?? []).map((image) => sweptBox(image, image.box, distance)),
    ...(captions && scene.captions ? [scene.captions.box] : []),
  ];
}

/**
 * The transform that fits `content` into `area` whole, centred. A slide travels a fixed part
 * of the frame (slideDistance) scaled like everything else, so the sweeps are measured with
 * the new frame's distance: in template pixels that is the distance the scaled slide covers.
 */
function fit(content: Box, area: Box): Similarity {
  const scale = Math.min(area.width / content.width, area.height / content.height);
  return {
    scale,
    dx: area.x + (area.width - content.width * scale) / 2 - content.x * scale,
    dy: area.y + (area.height - content.height * scale) / 2 - content.y * scale,
  };
}

function scaledAnimate(animate: Animate | undefined, scale: number): Animate | undefined {
  if (!animate) return undefined;
  const moved = (keys: Animate['x']) => keys?.map((key) => ({ ...key, value: key.value * scale }));
  return { ...animate, x: moved(animate.x), y: moved(animate.y) };
}

/**
 * A decorative shape keeps its relation to the frame's edges it met: a band across the top
 * still spans the frame, a circle bleeding off a corner still bleeds off it. Elsewhere it
 * moves with the content.
 */
function bledShape(shape: Shape, m: Similarity, from: Box, to: { width: number; height: number }): Box {
  const mapped = apply(m, shape.box);
  const { box } = shape;
  const axis = (start: number, size: number, mappedStart: number, frame: number, newFrame: number) => {
    const low = start <= 0;
    const high = start + size >= frame;
    const newSize = size * m.scale;
    if (shape.kind === 'rect' && low && high) return { start: 0, size: newFrame };
    if (shape.kind === 'rect' && low) return { start: 0, size: mappedStart + newSize };
    if (shape.kind === 'rect' && high) return { start: mappedStart, size: newFrame - mappedStart };
    if (low) return { start: start * m.scale, size: newSize };
    if (high) return { start: newFrame - (frame - start) * m.scale, size: newSize };
    return { start: mappedStart, size: newSize };
  };
  const h = axis(box.x, box.width, mapped.x, from.width, to.width);
  const v = axis(box.y, box.height, mapped.y, from.height, to.height);
  return { x: h.start, y: v.start, width: h.size, height: v.size };
}

function fittedText(text: TextElement, m: Similarity): TextElement {
  const { scale } = m;
  return {
    ...text,
    box: apply(m, text.box),
    captions_box: undefined,
    size: text.size * scale,
    min_size: text.min_size * scale,
    animate: scaledAnimate(text.animate, scale),
    panel: text.panel && {
      ...text.panel,
      radius: text.panel.radius === undefined ? undefined : text.panel.radius * scale,
      padding: { x: text.panel.padding.x * scale, y: text.panel.padding.y * scale },
    },
  };
}

function fittedScene(scene: Scene, m: Similarity, from: Box, to: { width: number; height: number }): Scene {
  return {
    ...scene,
    captions: scene.captions && { box: apply(m, scene.captions.box) },
    shapes: scene.shapes?.map((shape) => ({
      ...shape,
      box: bledShape(shape, m, from, to),
      captions_box: undefined,
      radius: shape.radius === undefined ? undefined : shape.radius * m.scale,
      animate: scaledAnimate(shape.animate, m.scale),
    })),
    product: scene.product && {
      ...scene.product,
      box: apply(m, scene.product.box),
      captions_box: undefined,
      animate: scaledAnimate(scene.product.animate, m.scale),
    },
    images: scene.images?.map((image) => ({
      ...image,
      box: apply(m, image.box),
      captions_box: undefined,
      animate: scaledAnimate(image.animate, m.scale),
    })),
    texts: scene.texts.map((text) => fittedText(text, m)),
  };
}

/**
 * The arranged template laid out in the frame the profiles share (they must be of one size:
 * profilesBySize), clear of every one's interface. `captions`: whether captions are burned in,
 * so their regions must be clear too.
 */
export function fittedToProfiles(
  template: TemplateDefinition,
  profiles: readonly OutputProfile[],
  captions: boolean,
): TemplateDefinition {
  const frame = PROFILE_FRAMES[profiles[0]!];
  const area = sharedSafeArea(profiles);
  const distance = slideDistance(frame.width, frame.height);
  const content = union(template.scenes.flatMap((scene) => readBoxes(scene, captions, distance)));
  const m = fit(content, area);
  const from = { x: 0, y: 0, width: template.width, height: template.height };
  const to = { width: frame.width, height: frame.height };
  return {
    ...template,
    width: frame.width,
    height: frame.height,
    fps: frame.fps,
    scenes: template.scenes.map((scene) => fittedScene(scene, m, from, to)),
    fitted: { scale: m.scale, safe_area: area },
  };
}
