import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { captionRegionProblems, namingProblems } from './caption-region-checks.js';
import { resolvePalette, isHexColour } from './colours.js';
import { placeholderRefs } from './placeholders.js';
import { timelineOf } from './timeline.js';
import { isPhraseKey } from './phrases.js';
import { compiledOnFirstUse, variablesSchemaProblem } from './json-schema.js';
import { scriptLines } from './voice-lines.js';
import { TEMPLATE_SCHEMA } from './template-schema.js';
import { schemaIssues } from './schema-issues.js';
import { describeIssue, templateIssue, type FieldPath, type TemplateIssue } from './template-issues.js';
import {
  EXTENDED_PHOTO,
  type Box,
  type ColourRef,
  type TemplateDefinition,
  type TemplateSummary,
} from './template.types.js';
import { entersOnly, type Moving } from './motion.js';
import { BUILT_IN_TEMPLATES_DIR } from './built-in-dir.js';

export class TemplateError extends Error {
  /** Each problem as one readable line: the field, then what is wrong with it. */
  readonly problems: string[];

  constructor(
    readonly source: string,
    readonly issues: TemplateIssue[],
  ) {
    const problems = issues.map(describeIssue);
    super(`Template ${source} is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'TemplateError';
    this.problems = problems;
  }
}

const shapeValidator = compiledOnFirstUse<TemplateDefinition>(TEMPLATE_SCHEMA);

/** Switches the engine reads itself, which every published template accepts (booleans). */
export const ENGINE_VARIABLES = ['voiceover', 'captions'] as const;
const isEngineVariable = (name: string) => (ENGINE_VARIABLES as readonly string[]).includes(name);

/**
 * What a published template must also declare. Kept out of parseTemplate, which also reads the
 * template copies inside render requests made before a switch existed.
 */
export function publishedTemplateProblems(template: TemplateDefinition): TemplateIssue[] {
  const properties = (template.variables as { properties?: Record<string, unknown> }).properties ?? {};
  const undeclared = ENGINE_VARIABLES.filter((name) => !Object.hasOwn(properties, name)).map((name) =>
    templateIssue(
      'engine_variable_missing',
      ['variables', 'properties', name],
      `Declare the boolean variable '${name}': every template accepts it.`,
    ),
  );
  const regionless = template.scenes.flatMap((scene, s) =>
    scene.captions
      ? []
      : [
          templateIssue(
            'caption_region_missing',
            ['scenes', s, 'captions'],
            'Say where burned-in captions go in this scene.',
          ),
        ],
  );
  return [...undeclared, ...regionless];
}

function variableNames(template: TemplateDefinition): Set<string> {
  return new Set(Object.keys((template.variables as { properties?: object }).properties ?? {}));
}

function variablesProblems(template: TemplateDefinition): TemplateIssue[] {
  const schema = template.variables as {
    type?: unknown;
    additionalProperties?: unknown;
    properties?: Record<string, { type?: unknown }>;
  };
  const problems: TemplateIssue[] = [];
  if (schema.type !== 'object')
    problems.push(
      templateIssue('variables_not_object', ['variables', 'type'], 'variables must be a schema of type "object".'),
    );
  if (schema.additionalProperties !== false)
    problems.push(
      templateIssue(
        'variables_not_closed',
        ['variables', 'additionalProperties'],
        'variables must set additionalProperties to false, so that a misspelt user_prompt field is refused.',
      ),
    );
  for (const name of ENGINE_VARIABLES) {
    const variable = schema.properties?.[name];
    if (variable && variable.type !== 'boolean')
      problems.push(
        templateIssue('engine_variable_not_boolean', ['variables', 'properties', name], `'${name}' must be a boolean.`),
      );
  }
  const problem = variablesSchemaProblem(template.variables);
  if (problem !== null)
    problems.push(
      templateIssue('variables_schema_invalid', ['variables'], `variables is not a valid JSON Schema: ${problem}.`),
    );
  return problems;
}

/** What `{{product.…}}` may show: see the render's contentLookup. */
const PRODUCT_FIELDS = new Set(['name', 'description', 'price_named']);

function referenceProblems(template: TemplateDefinition): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  const variables = variableNames(template);
  const checkText = (text: string, path: FieldPath) => {
    for (const ref of placeholderRefs(text)) {
      const [scope, key = ''] = ref.split('.', 2) as [string, string?];
      const known =
        (scope === 'product' && PRODUCT_FIELDS.has(key)) ||
        (scope === 'user_prompt' && variables.has(key)) ||
        (scope === 'phrase' && isPhraseKey(key));
      if (!known)
        problems.push(
          templateIssue('unknown_placeholder', path, `The placeholder {{${ref}}} names nothing a video has.`),
        );
    }
  };
  const checkColour = (ref: ColourRef, path: FieldPath) => {
    if (!isHexColour(ref) && !Object.hasOwn(template.palette, ref))
      problems.push(
        templateIssue('unknown_colour', path, `"${ref}" is neither a #RRGGBB colour nor a name in the palette.`),
      );
  };

  for (const [name, entry] of Object.entries(template.palette)) {
    if (typeof entry === 'object' && 'variable' in entry && !variables.has(entry.variable)) {
      problems.push(
        templateIssue(
          'palette_variable_undeclared',
          ['palette', name, 'variable'],
          `The colour is bound to the variable "${entry.variable}", which variables does not declare.`,
        ),
      );
    }
  }
  problems.push(...paletteProblems(template));
  scriptLines(template).forEach((line, i) =>
    checkText(line.text, typeof template.voiceover[i] === 'string' ? ['voiceover', i] : ['voiceover', i, 'text']),
  );
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
    if (!isEngineVariable(name) && !used.has(name))
      problems.push(
        templateIssue(
          'variable_never_shown',
          ['variables', 'properties', name],
          `The variable '${name}' is declared but no text, line or colour uses it.`,
        ),
      );
  }
  template.scenes.forEach((scene, s) => {
    const at = ['scenes', s];
    const fill = scene.background;
    if ('colour' in fill) checkColour(fill.colour, [...at, 'background', 'colour']);
    else
      (['from', 'to'] as const).forEach((end) =>
        checkColour(fill.gradient[end], [...at, 'background', 'gradient', end]),
      );
    scene.shapes?.forEach((shape, i) => checkColour(shape.colour, [...at, 'shapes', i, 'colour']));
    if (scene.product && scene.product.backdrop !== EXTENDED_PHOTO)
      checkColour(scene.product.backdrop, [...at, 'product', 'backdrop']);
    scene.texts.forEach((text, i) => {
      const where = [...at, 'texts', i];
      checkText(text.text, [...where, 'text']);
      if (text.short) checkText(text.short, [...where, 'short']);
      checkColour(text.colour, [...where, 'colour']);
      if (text.panel) checkColour(text.panel.colour, [...where, 'panel', 'colour']);
    });
  });
  return problems;
}

/** Each palette entry resolves on its own: references to entries that exist, no cycle. */
function paletteProblems(template: TemplateDefinition): TemplateIssue[] {
  return Object.keys(template.palette).flatMap((name) => {
    try {
      resolvePalette(template.palette, {}, name);
      return [];
    } catch (error) {
      return [templateIssue('palette_entry_invalid', ['palette', name], `${sentence((error as Error).message)}`)];
    }
  });
}

/** "palette entry "x" refers to itself" → "The palette entry "x" refers to itself." */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** A line's scene and shown text must exist, and the lines of scenes come in the scenes' order. */
function scriptProblems(template: TemplateDefinition): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  let lastScene = 0;
  scriptLines(template).forEach((line, i) => {
    if (line.scene === undefined) return;
    const scene = template.scenes[line.scene];
    if (!scene)
      problems.push(
        templateIssue('voice_line_scene_missing', ['voiceover', i, 'scene'], `There is no scene ${line.scene}.`),
      );
    else if (line.while_shown !== undefined && !scene.texts[line.while_shown])
      problems.push(
        templateIssue(
          'voice_line_text_missing',
          ['voiceover', i, 'while_shown'],
          `Scene ${line.scene} has no text ${line.while_shown}.`,
        ),
      );
    if (line.scene < lastScene)
      problems.push(
        templateIssue(
          'voice_lines_out_of_order',
          ['voiceover', i, 'scene'],
          `The line comes after a line of a later scene: lines follow the scenes' order.`,
        ),
      );
    lastScene = Math.max(lastScene, line.scene);
  });
  return problems;
}

/** An entrance and exit inside the scene, in that order; keys in time order, inside the scene. */
function motionProblems(element: Moving, sceneSeconds: number, where: FieldPath): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  const { enter, exit } = element;
  const entered = enter ? enter.at + enter.duration : 0;
  if (entered > sceneSeconds)
    problems.push(
      templateIssue(
        'enter_after_scene',
        [...where, 'enter'],
        `The entry ends at ${entered} s, after the scene's ${sceneSeconds} s.`,
      ),
    );
  if (exit && exit.at < entered)
    problems.push(
      templateIssue(
        'exit_before_entered',
        [...where, 'exit', 'at'],
        `The exit starts at ${exit.at} s, before the entry ends (${entered} s).`,
      ),
    );
  if (exit && exit.at + exit.duration > sceneSeconds)
    problems.push(
      templateIssue(
        'exit_after_scene',
        [...where, 'exit'],
        `The exit ends at ${exit.at + exit.duration} s, after the scene's ${sceneSeconds} s.`,
      ),
    );
  for (const [property, keys] of Object.entries(element.animate ?? {})) {
    keys.forEach((key, k) => {
      const path = [...where, 'animate', property, k, 'at'];
      if (key.at > sceneSeconds)
        problems.push(
          templateIssue('keyframe_after_scene', path, `The key at ${key.at} s is after the scene's ${sceneSeconds} s.`),
        );
      if (k > 0 && key.at < keys[k - 1]!.at)
        problems.push(
          templateIssue(
            'keyframes_out_of_order',
            path,
            `The key at ${key.at} s comes before the key above it (${keys[k - 1]!.at} s).`,
          ),
        );
    });
  }
  return problems;
}

function layoutProblems(template: TemplateDefinition): TemplateIssue[] {
  const problems: TemplateIssue[] = [];
  const inFrame = (box: Box, path: FieldPath) => {
    if (box.x + box.width > template.width || box.y + box.height > template.height)
      problems.push(
        templateIssue(
          'box_outside_frame',
          path,
          `The box (${box.x},${box.y} ${box.width}×${box.height}) leaves the ${template.width}×${template.height} frame.`,
        ),
      );
  };
  template.scenes.forEach((scene, s) => {
    const at = ['scenes', s];
    if (scene.product) inFrame(scene.product.box, [...at, 'product', 'box']);
    if (scene.product?.captions_box) inFrame(scene.product.captions_box, [...at, 'product', 'captions_box']);
    if (scene.captions) inFrame(scene.captions.box, [...at, 'captions', 'box']);
    scene.texts.forEach((text, i) => {
      const where = [...at, 'texts', i];
      inFrame(text.box, [...where, 'box']);
      if (text.captions_box) inFrame(text.captions_box, [...where, 'captions_box']);
      if (text.min_size > text.size)
        problems.push(
          templateIssue(
            'min_size_above_size',
            [...where, 'min_size'],
            `min_size (${text.min_size}) is larger than size (${text.size}).`,
          ),
        );
      const padding = text.panel ? 2 * text.panel.padding.y : 0;
      if (text.box.height - padding < text.min_size * 1.5)
        problems.push(
          templateIssue(
            'box_below_one_line',
            [...where, 'box', 'height'],
            `The box cannot hold one line at min_size: it needs ${Math.ceil(text.min_size * 1.5 + padding)} px of height.`,
          ),
        );
      problems.push(...motionProblems(text, scene.duration_seconds, where));
      if (text.reveal && !entersOnly(text))
        problems.push(
          templateIssue(
            'reveal_with_motion',
            [...where, 'reveal'],
            'A text revealed word by word neither leaves nor moves: drop its exit and keys.',
          ),
        );
    });
    scene.images?.forEach((image, i) => {
      const where = [...at, 'images', i];
      inFrame(image.box, [...where, 'box']);
      if (image.captions_box) inFrame(image.captions_box, [...where, 'captions_box']);
      problems.push(...motionProblems(image, scene.duration_seconds, where));
    });
    if (scene.product) problems.push(...motionProblems(scene.product, scene.duration_seconds, [...at, 'product']));
    scene.shapes?.forEach((shape, i) =>
      problems.push(...motionProblems(shape, scene.duration_seconds, [...at, 'shapes', i])),
    );
  });
  try {
    timelineOf(template);
  } catch (error) {
    problems.push(templateIssue('scene_too_short', ['scenes'], sentence((error as Error).message)));
  }
  const scenesSeconds = template.scenes.reduce((sum, scene) => sum + scene.duration_seconds, 0);
  const expected = template.duration_seconds + template.transition.duration_seconds * (template.scenes.length - 1);
  if (Math.abs(scenesSeconds - expected) > 0.5 / template.fps) {
    problems.push(
      templateIssue(
        'scene_durations_mismatch',
        ['scenes'],
        `The scenes last ${scenesSeconds} s; with the transitions they must add up to ${expected} s.`,
      ),
    );
  }
  if (template.thumbnail_at_seconds >= template.duration_seconds)
    problems.push(
      templateIssue(
        'thumbnail_after_end',
        ['thumbnail_at_seconds'],
        `The thumbnail's moment must come before the video's end (${template.duration_seconds} s).`,
      ),
    );
  return problems;
}

/** Validates parsed JSON as a template: its shape, then its references, layout and timing. */
export function parseTemplate(json: unknown, source: string): TemplateDefinition {
  const validateShape = shapeValidator();
  if (!validateShape(json)) throw new TemplateError(source, schemaIssues(validateShape.errors));
  const template: TemplateDefinition = json;
  const problems = templateProblems(template);
  if (problems.length > 0) throw new TemplateError(source, problems);
  return template;
}

/** What a well-shaped template gets wrong beyond its shape: references, script, layout, timing. */
export function templateProblems(template: TemplateDefinition): TemplateIssue[] {
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
    if (ids.has(template.id))
      throw new TemplateError(template.id, [
        { code: 'parameter_invalid', message: 'The id is used by two template files.', param: 'id' },
      ]);
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
