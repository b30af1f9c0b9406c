import { compiledOnFirstUse } from './json-schema.js';
import { schemaIssues } from './schema-issues.js';
import { templateIssue, type TemplateIssue } from './template-issues.js';
import { publishedTemplateProblems, templateProblems } from './template-loader.js';
import { ASPECT_RATIOS, LIMITS, TEMPLATE_BODY_SCHEMA } from './template-schema.js';
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
export function bodyParam(flatParam: string): string {
  const path = flatParam.split('.');
  const [first] = path;
  if (first === undefined || first === '') return 'definition';
  return isPublicField(first) ? path.join('.') : ['definition', ...path].join('.');
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

const shapeValidator = compiledOnFirstUse(TEMPLATE_BODY_SCHEMA);

/** The size of a definition as stored: its JSON in UTF-8. */
export function definitionBytes(definition: unknown): number {
  return Buffer.byteLength(JSON.stringify(definition) ?? '', 'utf8');
}

/** Sides the encoder takes (even) in one of the formats the platforms show: 1:1, 4:5, 9:16, 16:9. */
function aspectIssues(body: TemplateBody): TemplateIssue[] {
  const ratio = body.width / body.height;
  if (ASPECT_RATIOS.some((format) => Math.abs(ratio / format.ratio - 1) <= 0.01)) return [];
  const names = ASPECT_RATIOS.map((format) => format.name).join(', ');
  return [
    templateIssue(
      'aspect_ratio_unsupported',
      ['height'],
      `${body.width}×${body.height} is not one of the aspect ratios ${names} (within 1 %).`,
    ),
  ];
}

/**
 * Validates a `POST /templates` body as the loader validates a built-in file: shape and limits,
 * then references, layout, timing and the rules every published template keeps, each issue
 * pointed at the body's own dotted field. Never throws.
 */
export function checkTemplateBody(body: unknown): TemplateCheck {
  const envelope = envelopeIssues(body);
  if (envelope.length > 0) return { valid: false, errors: envelope };
  const candidate = body as TemplateBody;
  const bytes = definitionBytes(candidate.definition);
  if (bytes > LIMITS.definitionBytes)
    return {
      valid: false,
      errors: [
        templateIssue(
          'definition_too_large',
          ['definition'],
          `The definition takes ${bytes} bytes as JSON; at most ${LIMITS.definitionBytes} are accepted.`,
        ),
      ],
    };
  const validateShape = shapeValidator();
  if (!validateShape(body)) return { valid: false, errors: schemaIssues(validateShape.errors) };
  const flat = templateOfBody(candidate, CHECKED_ID, 1);
  const problems = [...templateProblems(flat), ...publishedTemplateProblems(flat)].map((issue) => ({
    ...issue,
    param: bodyParam(issue.param),
  }));
  const errors = [...aspectIssues(candidate), ...problems];
  if (errors.length === 0) return { valid: true, errors: [], template: candidate };
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
