import { templateBodyOf, type TemplateBody, type TemplateDetail } from '@reelsmith/sdk';
import { lineColumnOf, scanJson } from './json-positions.js';

/** A template's `GET` answer as the body of `POST /templates` under another name. */
export function copyBody(template: TemplateDetail, name: string): TemplateBody {
  return { ...templateBodyOf(template), name };
}

/** `Bold (square)` → `Bold (square) copy`, then `… copy 2` while that name is taken. */
export function copyName(name: string, taken: readonly string[]): string {
  const base = `${name.replace(/ copy(?: \d+)?$/, '')} copy`;
  if (!taken.includes(base)) return base;
  for (let number = 2; ; number += 1) if (!taken.includes(`${base} ${number}`)) return `${base} ${number}`;
}

/**
 * The editor's JSON: the whole body but the name and description, which have fields of their
 * own. Its keys are the body's, so an issue's dotted `param` reads the same in both.
 */
export function editorText(template: TemplateDetail): string {
  const { width, height, fps, duration_seconds, variables, definition } = template;
  return `${JSON.stringify({ width, height, fps, duration_seconds, variables, definition }, null, 2)}\n`;
}

export type ParsedEditor =
  { ok: true; value: Record<string, unknown> } | { ok: false; message: string; line: number; column: number };

/** The editor's text as an object, or why it is not one and where (1-based line and column). */
export function parseEditorText(text: string): ParsedEditor {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const scanned = scanJson(text);
    const at = scanned.ok ? 0 : scanned.errorAt;
    return { ok: false, message: jsonErrorMessage(error), ...lineColumnOf(text, at) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'The template must be a JSON object: { … }.', line: 1, column: 1 };
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The parser's message without its own idea of where (V8: `… in JSON at position 12 (line 2
 * column 3)` or `…, "…snippet…" is not valid JSON`; Firefox: `JSON.parse: … at line 2 column 3 of
 * the JSON data`): the editor says where itself.
 */
export function jsonErrorMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/^JSON\.parse: /, '')
    .replace(/, .*" is not valid JSON$/s, '')
    .replace(
      / (?:in JSON )?at (?:position \d+|line \d+ column \d+)(?: \(line \d+ column \d+\))?(?: of the JSON data)?$/,
      '',
    )
    .replace(/^./, (first) => first.toUpperCase());
  return message.endsWith('.') ? message : `${message}.`;
}

/** The body the editor describes: its JSON with the name and description fields. */
export function bodyFrom(value: Record<string, unknown>, name: string, description: string): TemplateBody {
  return { ...value, name, description } as TemplateBody;
}
