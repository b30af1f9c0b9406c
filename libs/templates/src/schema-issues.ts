import type { ErrorObject } from 'ajv';
import type { TemplateErrorCode, TemplateIssue } from './template-issues.js';

/** Keywords that bound a size (counts, lengths, numbers of fields): the format's limits. */
const LIMIT_KEYWORDS = new Set(['maxItems', 'maxLength', 'maxProperties']);

function codeOf(error: ErrorObject): TemplateErrorCode {
  if (error.keyword === 'additionalProperties') return 'parameter_unknown';
  if (error.keyword === 'required') return 'parameter_missing';
  if (LIMIT_KEYWORDS.has(error.keyword)) return 'limit_exceeded';
  return 'parameter_invalid';
}

/** The form of a `oneOf` an error was found in (its index), or undefined when it is not in one. */
function formOf(error: ErrorObject, oneOf: ErrorObject): string | undefined {
  const prefix = `${oneOf.schemaPath}/`;
  return error.schemaPath.startsWith(prefix) ? error.schemaPath.slice(prefix.length).split('/')[0] : undefined;
}

/**
 * Whether an error is left out in favour of its `oneOf`'s: the value took the form whose errors
 * are inside it (a voice line object with a wrong priority, not "must be a string"), or, when
 * no single form did, the `oneOf` itself says the value matches none.
 */
function chosenAway(error: ErrorObject, oneOf: ErrorObject, all: ErrorObject[]): boolean {
  const form = formOf(error, oneOf);
  if (form === undefined) return error === oneOf && taken(oneOf, all) !== undefined;
  return form !== taken(oneOf, all);
}

/** The one form of a `oneOf` whose errors are all inside the value, if exactly one is. */
function taken(oneOf: ErrorObject, all: ErrorObject[]): string | undefined {
  const inside = new Set<string>();
  const outside = new Set<string>();
  for (const error of all) {
    const form = formOf(error, oneOf);
    if (form === undefined) continue;
    (error.instancePath.length > oneOf.instancePath.length ? inside : outside).add(form);
  }
  const candidates = [...inside].filter((form) => !outside.has(form));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * A JSON Schema's findings as issues, each pointed at the field itself (a missing or unknown
 * field by its own name), once per field and code: a value that matches none of a `oneOf`'s
 * forms is one finding about the value, not one per form, unless it plainly took one form.
 */
export function schemaIssues(errors: ErrorObject[] | null | undefined): TemplateIssue[] {
  const issues = new Map<string, TemplateIssue>();
  const all = errors ?? [];
  const kept = all.filter((error) => !all.some((oneOf) => oneOf.keyword === 'oneOf' && chosenAway(error, oneOf, all)));
  for (const error of kept) {
    const path = error.instancePath.split('/').filter(Boolean);
    const params = error.params as { additionalProperty?: string; missingProperty?: string };
    const field = params.additionalProperty ?? params.missingProperty;
    if (field !== undefined) path.push(field);
    const param = path.join('.');
    const code = codeOf(error);
    const message =
      code === 'parameter_unknown'
        ? `Unknown field '${param}'.`
        : code === 'parameter_missing'
          ? `'${param}' is required.`
          : error.keyword === 'oneOf'
            ? `'${param}' matches none of the forms it may take (docs/template-format.md).`
            : `'${param || 'template'}' ${error.message ?? 'is invalid'}.`;
    const key = `${code}|${param}`;
    if (!issues.has(key)) issues.set(key, { code, message, param });
  }
  return [...issues.values()];
}
