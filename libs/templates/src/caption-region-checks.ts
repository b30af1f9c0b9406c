import { mirroredBox } from './arrangement.js';
import {
  captionSizes,
  contains,
  enterSweep,
  intersects,
  safeArea,
  slideDistance,
  watermarkCorner,
} from './frame-geometry.js';
import { entersOnly, motionSweep, moves, sweptBox, type Moving } from './motion.js';
import { PLACEHOLDER_FILTERS, placeholderReferences } from './placeholders.js';
import { templateIssue, type FieldPath, type TemplateIssue } from './template-issues.js';
import type { Box, TemplateDefinition } from './template.types.js';

/**
 * The layout rules a JSON Schema cannot express: each scene's caption region is room made by
 * design — inside the safe area (mirrored too, for right-to-left), clear of the watermark's
 * corner, big enough for two lines, and met by no text (all the way along its entry), no
 * product and no image when captions are on; element names are unique in their scene; placeholder filters
 * are known.
 */
export function captionRegionProblems(template: TemplateDefinition): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  const { width, height } = template;
  const area = safeArea(width, height);
  const corner = watermarkCorner(width, height);
  const minimum = captionSizes(width, height).minRegion;
  const distance = slideDistance(width, height);
  const round = (box: Box) =>
    `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  template.scenes.forEach((scene, s) => {
    const region = scene.captions?.box;
    if (!region) return;
    const at = ['scenes', s, 'captions', 'box'];
    for (const placed of [region, mirroredBox(region, width)]) {
      const mirrored = placed === region ? '' : ' when mirrored for right-to-left languages';
      if (!contains(area, placed))
        problems.push(
          templateIssue(
            'caption_region_outside_safe_area',
            at,
            `The caption region (${round(placed)}) leaves the platform's safe area (${round(area)})${mirrored}.`,
          ),
        );
      if (intersects(placed, corner))
        problems.push(
          templateIssue(
            'caption_region_meets_watermark',
            at,
            `The caption region (${round(placed)}) meets the watermark's corner (${round(corner)})${mirrored}.`,
          ),
        );
    }
    if (region.width < minimum.width - 1e-6 || region.height < minimum.height - 1e-6)
      problems.push(
        templateIssue(
          'caption_region_too_small',
          at,
          `The caption region is smaller than two caption lines need (${Math.ceil(minimum.width)}×${Math.ceil(minimum.height)}).`,
        ),
      );
    const sweep = (element: Moving, box: Box) => motionSweep(element, box, distance);
    const productBox = scene.product && (scene.product.captions_box ?? scene.product.box);
    const product = productBox && (moves(scene.product!) ? sweep(scene.product!, productBox) : productBox);
    if (product && intersects(product, region))
      problems.push(
        templateIssue(
          'caption_region_overlaps',
          at,
          `With captions on, the caption region meets the product's box: give the product a captions_box clear of it.`,
        ),
      );
    scene.images?.forEach((image, i) => {
      const box = image.captions_box ?? image.box;
      const swept = sweptBox(image, box, distance);
      if (intersects(swept, region))
        problems.push(
          templateIssue(
            'caption_region_overlaps',
            at,
            `With captions on, the caption region meets image ${i}${image.name ? ` (${image.name})` : ''}: give the image a captions_box clear of it.`,
          ),
        );
    });
    scene.texts.forEach((text, t) => {
      const resting = text.captions_box ?? text.box;
      const box = entersOnly(text) ? enterSweep(resting, text.enter.effect, distance) : sweep(text, resting);
      if (intersects(box, region))
        problems.push(
          templateIssue(
            'caption_region_overlaps',
            at,
            `With captions on, the caption region meets text ${t}${text.name ? ` (${text.name})` : ''} along its entry or its moves: give the text a captions_box clear of it.`,
          ),
        );
    });
  });
  return problems;
}

export function namingProblems(template: TemplateDefinition): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  template.scenes.forEach((scene, s) => {
    const named: Array<{ name: string | undefined; path: FieldPath }> = [
      ...(scene.shapes ?? []).map((shape, i) => ({ name: shape.name, path: ['scenes', s, 'shapes', i, 'name'] })),
      { name: scene.product?.name, path: ['scenes', s, 'product', 'name'] },
      ...(scene.images ?? []).map((image, i) => ({ name: image.name, path: ['scenes', s, 'images', i, 'name'] })),
      ...scene.texts.map((text, i) => ({ name: text.name, path: ['scenes', s, 'texts', i, 'name'] })),
    ];
    const seen = new Set<string>();
    for (const { name, path } of named) {
      if (name === undefined) continue;
      if (seen.has(name))
        problems.push(templateIssue('name_not_unique', path, `Another element of scene ${s} is named "${name}".`));
      seen.add(name);
    }
    scene.texts.forEach((text, t) => {
      for (const field of ['text', 'short'] as const) {
        for (const { filter } of placeholderReferences(text[field] ?? '')) {
          if (filter !== undefined && !(PLACEHOLDER_FILTERS as readonly string[]).includes(filter))
            problems.push(
              templateIssue(
                'unknown_placeholder_filter',
                ['scenes', s, 'texts', t, field],
                `The placeholder filter ":${filter}" is unknown (known: ${PLACEHOLDER_FILTERS.map((f) => `:${f}`).join(', ')}).`,
              ),
            );
        }
      }
    });
  });
  return problems;
}
