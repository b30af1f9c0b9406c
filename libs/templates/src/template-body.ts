import { ajv } from './json-schema.js';
import { publishedTemplateProblems, templateProblems } from './template-loader.js';
import { TEMPLATE_SCHEMA } from './template-schema.js';
import type { TemplateDefinition } from './template.types.js';
import { scriptLines } from './voice-lines.js';

/**
 * A template as clients write it (`POST /templates`): the public fields beside `definition`, the
 * scene description. The engine reads the two flattened into one TemplateDefinition, which is
 * also how the built-in files are written.
 */
export const PUBLIC_TEMPLATE_FIELDS = [
  'name',
  'description',
  'width',
  'height',
  'fps',
  'duration_seconds',
  'variables',
] as const;
type PublicField = (typeof PUBLIC_TEMPLATE_FIELDS)[number];

export type SceneDescription = Omit<TemplateDefinition, 'id' | 'credits' | PublicField>;
export type TemplateBody = Pick<TemplateDefinition, PublicField> & { definition: SceneDescription };

/** One finding of validation: a stable code, a sentence for people and the dotted path to the field. */
export interface TemplateIssue {
  code: string;
  message: string;
  param: string;
}

export type TemplateCheck =
  { valid: true; errors: []; template: TemplateBody } | { valid: false; errors: TemplateIssue[]; template?: undefined };

/** The body a template answers with on GET: posting it back makes the same template. */
export function bodyOfTemplate(template: TemplateDefinition): TemplateBody {
  const {
    id: _id,
    credits: _credits,
    name,
    description,
    width,
    height,
    fps,
    duration_seconds,
    variables,
    ...definition
  } = template;
  return { name, description, width, height, fps, duration_seconds, variables, definition };
}

/** The engine's view of a body: one flat definition under the id and price the service gave it. */
export function templateOfBody(body: TemplateBody, id: string, credits: number): TemplateDefinition {
  const { definition, ...fields } = body;
  return { ...definition, ...fields, id, credits };
}

// Stand-ins that satisfy the file schema's id and credits while a body has neither.
const CHECKED_ID = 'tmpl_00000000000000000000000000';
const isPublicField = (key: string): key is PublicField => (PUBLIC_TEMPLATE_FIELDS as readonly string[]).includes(key);

/** The dotted param of a field of the flattened definition: public fields stay, the rest is `definition.…`. */
function paramOf(path: string[]): string {
  const [first] = path;
  if (first === undefined) return 'definition';
  return isPublicField(first) ? path.join('.') : ['definition', ...path].join('.');
}

/** "scenes[2].texts[0].box leaves the frame" → ["scenes", "2", "texts", "0", "box"]. */
function leadingPath(problem: string): string[] {
  const match = /^[a-z_]+(?:\[\d+\]|\.[a-z_]+)*/.exec(problem);
  return match ? match[0].replace(/\[(\d+)\]/g, '.$1').split('.') : [];
}

function envelopeIssues(body: unknown): TemplateIssue[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [{ code: 'parameter_invalid', message: 'The body must be a JSON object.', param: '' }];
  const record = body as Record<string, unknown>;
  const issues: TemplateIssue[] = [];
  for (const key of Object.keys(record)) {
    if (key !== 'definition' && !isPublicField(key))
      issues.push({ code: 'parameter_unknown', message: `Unknown field '${key}'.`, param: key });
  }
  for (const key of [...PUBLIC_TEMPLATE_FIELDS, 'definition']) {
    if (!Object.hasOwn(record, key))
      issues.push({ code: 'parameter_missing', message: `'${key}' is required.`, param: key });
  }
  const definition = record.definition;
  if (
    Object.hasOwn(record, 'definition') &&
    (typeof definition !== 'object' || definition === null || Array.isArray(definition))
  )
    issues.push({ code: 'parameter_invalid', message: "'definition' must be an object.", param: 'definition' });
  else if (definition)
    for (const key of Object.keys(definition)) {
      if (isPublicField(key) || key === 'id' || key === 'credits')
        issues.push({
          code: 'parameter_unknown',
          message: `'${key}' belongs beside the definition, not in it.`,
          param: `definition.${key}`,
        });
    }
  return issues;
}

const validateShape = ajv.compile(TEMPLATE_SCHEMA);

/** The file schema's findings on a flattened body, each pointed at the body's own field. */
function shapeIssues(flat: unknown): TemplateIssue[] {
  if (validateShape(flat)) return [];
  return (validateShape.errors ?? []).map((error) => {
    const path = error.instancePath.split('/').filter(Boolean);
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    if (extra !== undefined) path.push(extra);
    const param = paramOf(path);
    const message = extra !== undefined ? `Unknown field '${param}'.` : `'${param}' ${error.message ?? 'is invalid'}.`;
    return { code: extra !== undefined ? 'parameter_unknown' : 'parameter_invalid', message, param };
  });
}

/**
 * Validates a `POST /templates` body as the loader validates a built-in file: shape, then
 * references, layout, timing and the rules every published template keeps. Never throws.
 */
export function checkTemplateBody(body: unknown): TemplateCheck {
  const envelope = envelopeIssues(body);
  if (envelope.length > 0) return { valid: false, errors: envelope };
  const candidate = body as TemplateBody;
  const flat = templateOfBody(candidate, CHECKED_ID, 1);
  const shape = shapeIssues(flat);
  if (shape.length > 0) return { valid: false, errors: shape };
  const problems = [...templateProblems(flat), ...publishedTemplateProblems(flat)];
  if (problems.length === 0) return { valid: true, errors: [], template: candidate };
  const errors = problems.map((problem) => ({
    code: 'template_invalid',
    message: problem,
    param: paramOf(leadingPath(problem)),
  }));
  return { valid: false, errors };
}

/** Pixel-frames one credit pays for: a 1080×1920 frame for a little over 3 s at 30 fps. */
const PIXEL_FRAMES_PER_CREDIT = 200_000_000;

/**
 * The price of a custom template, from the work it asks of a render worker: every pixel of every
 * frame, plus one credit when it speaks (speech synthesis, pacing and the mix). Built-ins keep the
 * price written in their files.
 */
export function templateCredits(
  template: Pick<TemplateDefinition, 'width' | 'height' | 'fps' | 'duration_seconds' | 'voiceover'>,
): number {
  const pixelFrames = template.width * template.height * template.fps * template.duration_seconds;
  const voice = scriptLines(template).length > 0 ? 1 : 0;
  return Math.max(1, Math.ceil(pixelFrames / PIXEL_FRAMES_PER_CREDIT)) + voice;
}
