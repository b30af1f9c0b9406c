/**
 * A template's `variables` (the JSON Schema `user_prompt` must satisfy) as form fields, and the
 * form's values back as a `user_prompt`. Only what the schema says decides the fields: a new
 * template variable shows up in the dashboard without a change here.
 */

interface PropertySchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

interface ObjectSchema {
  type?: string;
  properties?: Record<string, PropertySchema>;
  required?: string[];
}

interface Common {
  /** The variable's name, the key in `user_prompt`. */
  name: string;
  label: string;
  /** The schema's description, shown under the field. */
  hint: string | undefined;
  required: boolean;
}

export type FormField =
  | (Common & { kind: 'text'; minLength?: number; maxLength?: number; multiline: boolean })
  | (Common & { kind: 'color'; defaultValue: string | undefined })
  | (Common & { kind: 'checkbox'; defaultValue: boolean })
  | (Common & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (Common & { kind: 'select'; options: string[] });

export type FormValues = Record<string, string | boolean | undefined>;

/** Longer texts than this get a text area. */
const MULTILINE_FROM = 200;
const HEX_COLOUR = /^#?[0-9a-f]{6}$/i;

/**
 * The engine's own variables, which every template declares, explained for people rather than
 * in the API's terms ("needs voiceover: true", "(captions_url)") their schema uses.
 */
const ENGINE_HINTS: Record<string, string> = {
  voiceover: 'A voice reads the video’s texts aloud in its language; you also get captions to download.',
  captions: 'Shows what the voice says as subtitles in the picture. Needs the voice-over.',
};

/** `call_to_action` → "Call to action", `brandColor` → "Brand color". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function typeOf(schema: PropertySchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [schema.type];
  return types[0];
}

/** A colour: `format: color`, or a pattern that accepts exactly `#RRGGBB`. */
function isColour(schema: PropertySchema): boolean {
  if (schema.format === 'color') return true;
  if (!schema.pattern) return false;
  try {
    const pattern = new RegExp(schema.pattern);
    return pattern.test('#A1B2C3') && pattern.test('#a1b2c3') && !pattern.test('#A1B2C') && !pattern.test('red');
  } catch {
    return false;
  }
}

function fieldOf(name: string, schema: PropertySchema, required: boolean): FormField | undefined {
  const hint = ENGINE_HINTS[name] ?? schema.description;
  const common: Common = { name, label: schema.title ?? labelFromName(name), hint, required };
  const type = typeOf(schema);
  if (schema.enum && schema.enum.every((value) => typeof value === 'string')) {
    return { ...common, kind: 'select', options: schema.enum };
  }
  switch (type) {
    case 'boolean':
      return { ...common, kind: 'checkbox', required: false, defaultValue: schema.default === true };
    case 'integer':
    case 'number':
      return {
        ...common,
        kind: 'number',
        integer: type === 'integer',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case 'string':
      if (isColour(schema)) {
        const fallback =
          typeof schema.default === 'string' && HEX_COLOUR.test(schema.default) ? schema.default : undefined;
        return { ...common, kind: 'color', defaultValue: fallback };
      }
      return {
        ...common,
        kind: 'text',
        ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
        ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
        multiline: (schema.maxLength ?? 0) > MULTILINE_FROM,
      };
    default:
      // Objects and arrays have no field of their own yet; the API still accepts the rest.
      return undefined;
  }
}

/** The fields of a template's `variables` schema, in the schema's order. */
export function fieldsFromSchema(schema: unknown): FormField[] {
  const object = (schema ?? {}) as ObjectSchema;
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const field = fieldOf(name, property, required.has(name));
    return field ? [field] : [];
  });
}

/**
 * The `user_prompt` of the form's values: what was left empty is left out (the template's own
 * default applies), a colour is `#RRGGBB`, a box is sent only when it differs from its default.
 */
export function userPromptFrom(fields: FormField[], values: FormValues): Record<string, unknown> {
  const prompt: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'checkbox':
        if (typeof value === 'boolean' && value !== field.defaultValue) prompt[field.name] = value;
        break;
      case 'color':
        if (typeof value === 'string' && HEX_COLOUR.test(value))
          prompt[field.name] = `#${value.replace('#', '').toUpperCase()}`;
        break;
      case 'number': {
        if (typeof value !== 'string' || value.trim() === '') break;
        const number = Number(value);
        // Not a number: sent as typed, so the API names the field in its error.
        prompt[field.name] = Number.isFinite(number) ? number : value;
        break;
      }
      case 'text':
      case 'select':
        if (typeof value === 'string' && value.trim() !== '') prompt[field.name] = value.trim();
        break;
    }
  }
  return prompt;
}
