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
import { PLACEHOLDER_FILTERS, placeholderReferences } from './placeholders.js';
import type { Box, TemplateDefinition } from './template.types.js';

/**
 * The layout rules a JSON Schema cannot express: each scene's caption region is room made by
 * design — inside the safe area (mirrored too, for right-to-left), clear of the watermark's
 * corner, big enough for two lines, and met by no text (all the way along its entry) and no
 * product when captions are on; element names are unique in their scene; placeholder filters
 * are known.
 */
export function captionRegionProblems(template: TemplateDefinition): string[] {
  const problems: string[] = [];
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
    const at = `scenes[${s}].captions.box`;
    for (const placed of [region, mirroredBox(region, width)]) {
      if (!contains(area, placed)) problems.push(`${at} (${round(placed)}) leaves the safe area (${round(area)})`);
      if (intersects(placed, corner)) problems.push(`${at} (${round(placed)}) meets the watermark's corner`);
    }
    if (region.width < minimum.width - 1e-6 || region.height < minimum.height - 1e-6)
      problems.push(
        `${at} is smaller than two caption lines need (${Math.ceil(minimum.width)}×${Math.ceil(minimum.height)})`,
      );
    const product = scene.product && (scene.product.captions_box ?? scene.product.box);
    if (product && intersects(product, region))
      problems.push(`${at} meets scenes[${s}].product's box with captions on (set product.captions_box)`);
    scene.texts.forEach((text, t) => {
      const box = enterSweep(text.captions_box ?? text.box, text.enter.effect, distance);
      if (intersects(box, region))
        problems.push(`${at} meets scenes[${s}].texts[${t}] with captions on, along its entry (set its captions_box)`);
    });
  });
  return problems;
}

export function namingProblems(template: TemplateDefinition): string[] {
  const problems: string[] = [];
  template.scenes.forEach((scene, s) => {
    const named = [
      ...(scene.shapes ?? []).map((shape) => shape.name),
      scene.product?.name,
      ...scene.texts.map((text) => text.name),
    ].filter((name): name is string => name !== undefined);
    const seen = new Set<string>();
    for (const name of named) {
      if (seen.has(name)) problems.push(`scenes[${s}] names two elements "${name}"`);
      seen.add(name);
    }
    scene.texts.forEach((text, t) => {
      for (const source of [text.text, text.short ?? '']) {
        for (const { filter } of placeholderReferences(source)) {
          if (filter !== undefined && !(PLACEHOLDER_FILTERS as readonly string[]).includes(filter))
            problems.push(`scenes[${s}].texts[${t}] uses unknown placeholder filter ":${filter}"`);
        }
      }
    });
  });
  return problems;
}
