import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { captionRegionProblems, namingProblems } from './caption-region-checks.js';
import { resolvePalette, isHexColour } from './colours.js';
import { placeholderRefs } from './placeholders.js';
import { timelineOf } from './timeline.js';
import { isPhraseKey } from './phrases.js';
import { ajv } from './json-schema.js';
import { scriptLines } from './voice-lines.js';
import { TEMPLATE_SCHEMA } from './template-schema.js';
import {
  EXTENDED_PHOTO,
  type Box,
  type ColourRef,
  type TemplateDefinition,
  type TemplateSummary,
} from './template.types.js';
import type { Moving } from './motion.js';

/** Where the built-in template files live: one `*.template.json` per template. */
export const BUILT_IN_TEMPLATES_DIR = fileURLToPath(new URL('../built-in/', import.meta.url));

export class TemplateError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Template ${source} is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'TemplateError';
  }
}

const validateShape = ajv.compile(TEMPLATE_SCHEMA);

/** Switches the engine reads itself, which every published template accepts (booleans). */
export const ENGINE_VARIABLES = ['voiceover', 'captions'] as const;
const isEngineVariable = (name: string) => (ENGINE_VARIABLES as readonly string[]).includes(name);

/**
 * What a published template must also declare. Kept out of parseTemplate, which also reads the
 * template copies inside render requests made before a switch existed.
 */
export function publishedTemplateProblems(template: TemplateDefinition): string[] {
  const properties = (template.variables as { properties?: Record<string, unknown> }).properties ?? {};
  const undeclared = ENGINE_VARIABLES.filter((name) => !Object.hasOwn(properties, name)).map(
    (name) => `variables.${name} must be declared (a boolean): every template accepts it`,
  );
  const regionless = template.scenes.flatMap((scene, s) =>
    scene.captions ? [] : [`scenes[${s}].captions must say where burned-in captions go`],
  );
  return [...undeclared, ...regionless];
}

function variableNames(template: TemplateDefinition): Set<string> {
  return new Set(Object.keys((template.variables as { properties?: object }).properties ?? {}));
}

function variablesProblems(template: TemplateDefinition): string[] {
  const schema = template.variables as {
    type?: unknown;
    additionalProperties?: unknown;
    properties?: Record<string, { type?: unknown }>;
  };
  const problems: string[] = [];
  if (schema.type !== 'object') problems.push('variables must be a schema of type "object"');
  if (schema.additionalProperties !== false) problems.push('variables must set additionalProperties to false');
  for (const name of ENGINE_VARIABLES) {
    const variable = schema.properties?.[name];
    if (variable && variable.type !== 'boolean') problems.push(`variables.${name} must be a boolean`);
  }
  try {
    ajv.compile(template.variables);
  } catch (error) {
    problems.push(`variables is not a valid JSON Schema: ${(error as Error).message}`);
  }
  return problems;
}

/** What `{{product.…}}` may show: see the render's contentLookup. */
const PRODUCT_FIELDS = new Set(['name', 'description', 'price_named']);

function referenceProblems(template: TemplateDefinition): string[] {
  const problems: string[] = [];
  const variables = variableNames(template);
  const checkText = (text: string, where: string) => {
    for (const ref of placeholderRefs(text)) {
      const [scope, key = ''] = ref.split('.', 2) as [string, string?];
      const known =
        (scope === 'product' && PRODUCT_FIELDS.has(key)) ||
        (scope === 'user_prompt' && variables.has(key)) ||
        (scope === 'phrase' && isPhraseKey(key));
      if (!known) problems.push(`${where} uses unknown placeholder {{${ref}}}`);
    }
  };
  const checkColour = (ref: ColourRef, where: string) => {
    if (!isHexColour(ref) && !Object.hasOwn(template.palette, ref))
      problems.push(`${where} uses unknown colour "${ref}"`);
  };

  for (const [name, entry] of Object.entries(template.palette)) {
    if (typeof entry === 'object' && 'variable' in entry && !variables.has(entry.variable)) {
      problems.push(`palette.${name} is bound to undeclared variable "${entry.variable}"`);
    }
  }
  try {
    resolvePalette(template.palette, {});
  } catch (error) {
    problems.push((error as Error).message);
  }
  scriptLines(template).forEach((line, i) => checkText(line.text, `voiceover[${i}]`));
  const used = new Set(
    [
      ...scriptLines(template).map((line) => line.text),
      ...template.scenes.flatMap((scene) => scene.texts.map((text) => text.text)),
    ]
      .flatMap(placeholderRefs)
      .filter((ref) => ref.startsWith('user_prompt.'))
      .map((ref) => ref.slice('user_prompt.'.length)),
  );
  for (const entry of Object.values(template.palette)) {
    if (typeof entry === 'object' && 'variable' in entry) used.add(entry.variable);
  }
  // voiceover and captions are read by the engine itself; any other declared variable must show somewhere.
  for (const name of variables) {
    if (!isEngineVariable(name) && !used.has(name)) problems.push(`variables.${name} is declared but never shown`);
  }
  template.scenes.forEach((scene, s) => {
    const at = `scenes[${s}]`;
    const fill = scene.background;
    if ('colour' in fill) checkColour(fill.colour, `${at}.background`);
    else [fill.gradient.from, fill.gradient.to].forEach((c) => checkColour(c, `${at}.background`));
    if (scene.product) problems.push(...motionProblems(scene.product, scene.duration_seconds, `${at}.product`));
    scene.shapes?.forEach((shape, i) => checkColour(shape.colour, `${at}.shapes[${i}]`));
    if (scene.product && scene.product.backdrop !== EXTENDED_PHOTO)
      checkColour(scene.product.backdrop, `${at}.product`);
    scene.texts.forEach((text, i) => {
      checkText(text.text, `${at}.texts[${i}]`);
      if (text.short) checkText(text.short, `${at}.texts[${i}].short`);
      checkColour(text.colour, `${at}.texts[${i}]`);
      if (text.panel) checkColour(text.panel.colour, `${at}.texts[${i}].panel`);
    });
  });
  return problems;
}

/** A line's scene and shown text must exist, and the lines of scenes come in the scenes' order. */
function scriptProblems(template: TemplateDefinition): string[] {
  const problems: string[] = [];
  let lastScene = 0;
  scriptLines(template).forEach((line, i) => {
    if (line.scene === undefined) return;
    const scene = template.scenes[line.scene];
    if (!scene) problems.push(`voiceover[${i}].scene: there is no scene ${line.scene}`);
    else if (line.while_shown !== undefined && !scene.texts[line.while_shown])
      problems.push(`voiceover[${i}].while_shown: scene ${line.scene} has no text ${line.while_shown}`);
    if (line.scene < lastScene) problems.push(`voiceover[${i}] comes after a line of a later scene`);
    lastScene = Math.max(lastScene, line.scene);
  });
  return problems;
}

/** An entrance and exit inside the scene, in that order; keys in time order, inside the scene. */
function motionProblems(element: Moving, sceneSeconds: number, where: string): string[] {
  const problems: string[] = [];
  const { enter, exit } = element;
  if (enter && enter.at + enter.duration > sceneSeconds) problems.push(`${where}.enter ends after the scene`);
  if (exit) {
    if (enter && exit.at < enter.at + enter.duration) problems.push(`${where}.exit starts before the entrance ends`);
    if (exit.at + exit.duration > sceneSeconds) problems.push(`${where}.exit ends after the scene`);
  }
  for (const [property, keys] of Object.entries(element.animate ?? {})) {
    keys.forEach((key, k) => {
      if (key.at > sceneSeconds) problems.push(`${where}.animate.${property}[${k}].at is after the scene`);
      if (k > 0 && key.at < keys[k - 1]!.at)
        problems.push(`${where}.animate.${property}[${k}].at comes before the key above it`);
    });
  }
  return problems;
}

function layoutProblems(template: TemplateDefinition): string[] {
  const problems: string[] = [];
  const inFrame = (box: Box, where: string) => {
    if (box.x + box.width > template.width || box.y + box.height > template.height)
      problems.push(`${where}.box leaves the frame`);
  };
  template.scenes.forEach((scene, s) => {
    const at = `scenes[${s}]`;
    if (scene.product) inFrame(scene.product.box, `${at}.product`);
    if (scene.product?.captions_box) inFrame(scene.product.captions_box, `${at}.product.captions_`);
    if (scene.captions) inFrame(scene.captions.box, `${at}.captions`);
    if (scene.product) problems.push(...motionProblems(scene.product, scene.duration_seconds, `${at}.product`));
    scene.shapes?.forEach((shape, i) =>
      problems.push(...motionProblems(shape, scene.duration_seconds, `${at}.shapes[${i}]`)),
    );
    scene.texts.forEach((text, i) => {
      const where = `${at}.texts[${i}]`;
      inFrame(text.box, where);
      if (text.captions_box) inFrame(text.captions_box, `${where}.captions_`);
      if (text.min_size > text.size) problems.push(`${where}.min_size is larger than size`);
      const padding = text.panel ? 2 * text.panel.padding.y : 0;
      if (text.box.height - padding < text.min_size * 1.5)
        problems.push(`${where}.box cannot hold one line at min_size`);
      problems.push(...motionProblems(text, scene.duration_seconds, where));
    });
  });
  try {
    timelineOf(template);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const scenesSeconds = template.scenes.reduce((sum, scene) => sum + scene.duration_seconds, 0);
  const expected = template.duration_seconds + template.transition.duration_seconds * (template.scenes.length - 1);
  if (Math.abs(scenesSeconds - expected) > 0.5 / template.fps) {
    problems.push(`scenes last ${scenesSeconds} s; with the transitions they must add up to ${expected} s`);
  }
  if (template.thumbnail_at_seconds >= template.duration_seconds) problems.push('thumbnail_at_seconds is past the end');
  return problems;
}

/** Validates parsed JSON as a template: its shape, then its references, layout and timing. */
export function parseTemplate(json: unknown, source: string): TemplateDefinition {
  if (!validateShape(json)) {
    const problems = (validateShape.errors ?? []).map(
      (e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`,
    );
    throw new TemplateError(source, problems);
  }
  const template: TemplateDefinition = json;
  const problems = templateProblems(template);
  if (problems.length > 0) throw new TemplateError(source, problems);
  return template;
}

/** What a well-shaped template gets wrong beyond its shape: references, script, layout, timing. */
export function templateProblems(template: TemplateDefinition): string[] {
  return [
    ...variablesProblems(template),
    ...referenceProblems(template),
    ...scriptProblems(template),
    ...layoutProblems(template),
    ...namingProblems(template),
    ...captionRegionProblems(template),
  ];
}

/** Loads every `*.template.json` of a folder, ordered by id; fails on the first invalid file. */
export async function loadTemplates(dir: string = BUILT_IN_TEMPLATES_DIR): Promise<TemplateDefinition[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.template.json')).sort();
  const templates = await Promise.all(
    files.map(async (file) => {
      const template = parseTemplate(JSON.parse(await readFile(join(dir, file), 'utf8')), file);
      const problems = publishedTemplateProblems(template);
      if (problems.length > 0) throw new TemplateError(file, problems);
      return template;
    }),
  );
  const ids = new Set<string>();
  for (const template of templates) {
    if (ids.has(template.id)) throw new TemplateError(template.id, ['the id is used by two template files']);
    ids.add(template.id);
  }
  return templates.sort((a, b) => a.id.localeCompare(b.id));
}

/** The public face of a template (GET /templates): no scene description. */
export function templateSummary(template: TemplateDefinition): TemplateSummary {
  const { id, name, description, width, height, fps, duration_seconds, credits } = template;
  return {
    id,
    name,
    description,
    width,
    height,
    fps,
    duration_seconds,
    credits,
    variables: variablesWithDefaults(template),
  };
}

/**
 * The variables schema with each palette-bound colour's default as its JSON Schema `default`, so
 * a client can show the colour a video gets when the variable is left out (the dashboard's
 * swatch) instead of guessing.
 */
function variablesWithDefaults(template: TemplateDefinition): Record<string, unknown> {
  const schema = template.variables as { properties?: Record<string, Record<string, unknown>> };
  const properties = { ...schema.properties };
  for (const entry of Object.values(template.palette)) {
    if (typeof entry !== 'object' || !('variable' in entry)) continue;
    const property = properties[entry.variable];
    if (property && !('default' in property)) properties[entry.variable] = { ...property, default: entry.default };
  }
  return { ...template.variables, properties };
}
