import { rescaledMotion } from './motion.js';
import type { Box, TemplateDefinition, TextElement } from './template.types.js';

export interface PreviewSize {
  width: number;
  height: number;
  durationSeconds: number;
}

/**
 * The same design at another size and length: boxes scale with the frame, type with its
 * shorter side, every time with the duration. Used for quick previews and short test renders;
 * the result skips the 6–30 s rule of published templates on purpose.
 */
export function previewTemplate(template: TemplateDefinition, size: PreviewSize): TemplateDefinition {
  const sx = size.width / template.width;
  const sy = size.height / template.height;
  const s = Math.min(sx, sy);
  const k = size.durationSeconds / template.duration_seconds;
  const box = (b: Box): Box => ({ x: b.x * sx, y: b.y * sy, width: b.width * sx, height: b.height * sy });
  const text = (t: TextElement): TextElement => ({
    ...rescaledMotion(t, k, sx, sy),
    box: box(t.box),
    captions_box: t.captions_box && box(t.captions_box),
    size: t.size * s,
    min_size: t.min_size * s,
    panel: t.panel && {
      ...t.panel,
      radius: t.panel.radius === undefined ? undefined : t.panel.radius * s,
      padding: { x: t.panel.padding.x * s, y: t.panel.padding.y * s },
    },
  });
  return {
    ...template,
    width: size.width,
    height: size.height,
    duration_seconds: size.durationSeconds,
    thumbnail_at_seconds: template.thumbnail_at_seconds * k,
    fitted: template.fitted && { scale: template.fitted.scale, safe_area: box(template.fitted.safe_area) },
    transition: { ...template.transition, duration_seconds: template.transition.duration_seconds * k },
    scenes: template.scenes.map((scene) => ({
      ...scene,
      duration_seconds: scene.duration_seconds * k,
      captions: scene.captions && { box: box(scene.captions.box) },
      shapes: scene.shapes?.map((shape) => ({
        ...rescaledMotion(shape, k, sx, sy),
        box: box(shape.box),
        captions_box: shape.captions_box && box(shape.captions_box),
        radius: shape.radius && shape.radius * s,
      })),
      product: scene.product && {
        ...rescaledMotion(scene.product, k, sx, sy),
        box: box(scene.product.box),
        captions_box: scene.product.captions_box && box(scene.product.captions_box),
      },
      images: scene.images?.map((image) => ({
        ...rescaledMotion(image, k, sx, sy),
        box: box(image.box),
        captions_box: image.captions_box && box(image.captions_box),
      })),
      texts: scene.texts.map(text),
    })),
  };
}
