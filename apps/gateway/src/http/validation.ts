import type { z } from 'zod';
import { invalidRequest, type ApiError } from './api-error.js';

type Issue = z.core.$ZodIssue;

/**
 * Parses client input with a schema and reports the first problem the way the contract
 * wants it: a stable code, a sentence, and the dotted name of the offending field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, location: 'body' | 'query'): z.output<S> {
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  if (location === 'body' && input !== undefined && !isObject) {
    throw invalidRequest('parameter_invalid', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw toValidationError(result.error.issues[0]!);
}

export function toValidationError(issue: Issue, prefix: readonly PropertyKey[] = []): ApiError {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    const param = dotted([...path, issue.keys[0]!]);
    return invalidRequest('parameter_unknown', `Received unknown parameter: ${param}.`, param);
  }
  const param = dotted(path);
  // zod reports a missing enum as invalid_value, a missing anything else as invalid_type.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined) {
    return invalidRequest('parameter_missing', `Missing required param: ${param}.`, param);
  }
  return invalidRequest('parameter_invalid', `Invalid ${param}: ${describe(issue)}`, param);
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? 'expected an integer.'
        : `expected ${article(issue.expected)} ${issue.expected}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} character${issue.minimum === 1 ? '' : 's'} long.`
        : `must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters long.`
        : `must be at most ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    default:
      return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

function dotted(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}
