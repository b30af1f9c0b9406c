import type { ErrorObject, ValidateFunction } from 'ajv';
import { ajv } from './json-schema.js';
import type { TemplateSummary } from './template.types.js';

export interface UserPromptViolation {
  /** Contract error code: parameter_unknown, parameter_missing or parameter_invalid. */
  code: 'parameter_unknown' | 'parameter_missing' | 'parameter_invalid';
  /** Dotted path of the offending field, e.g. `user_prompt.headline`. */
  param: string;
  message: string;
}

/**
 * Compiled validators by schema text: a service receives each template as a new object (over
 * NATS), so caching by object would compile, and grow ajv's own cache, on every request.
 */
const compiled = new Map<string, ValidateFunction>();

function validatorFor(template: TemplateSummary): ValidateFunction {
  const key = JSON.stringify(template.variables);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(template.variables);
    compiled.set(key, validate);
  }
  return validate;
}

function dotted(instancePath: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return ['user_prompt', ...parts].join('.');
}

function accepted(template: TemplateSummary): string {
  const properties = (template.variables as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.keys(properties).join(', ');
}

function toViolation(error: ErrorObject, template: TemplateSummary): UserPromptViolation {
  const at = dotted(error.instancePath);
  switch (error.keyword) {
    case 'additionalProperties': {
      const param = `${at}.${(error.params as { additionalProperty: string }).additionalProperty}`;
      return {
        code: 'parameter_unknown',
        param,
        message: `Unknown parameter: ${param}. This template accepts: ${accepted(template)}.`,
      };
    }
    case 'required': {
      const param = `${at}.${(error.params as { missingProperty: string }).missingProperty}`;
      return { code: 'parameter_missing', param, message: `Missing required parameter: ${param}.` };
    }
    default:
      return { code: 'parameter_invalid', param: at, message: `Invalid ${at}: it ${error.message ?? 'is not valid'}.` };
  }
}

/**
 * Checks a user_prompt against the template's `variables` schema. Returns the first violation
 * in the shape of the contract's error body (code, dotted param, sentence), or null when valid.
 */
export function validateUserPrompt(template: TemplateSummary, userPrompt: unknown): UserPromptViolation | null {
  const validate = validatorFor(template);
  if (!validate(userPrompt ?? {})) return toViolation(validate.errors![0]!, template);
  return captionsViolation((userPrompt ?? {}) as Record<string, unknown>);
}

/**
 * Captions write out the voice-over, so burning them in without one has nothing to show. A rule
 * across two fields: JSON Schema would blame the whole user_prompt (or voiceover), not captions.
 */
function captionsViolation(userPrompt: Record<string, unknown>): UserPromptViolation | null {
  if (userPrompt.captions !== true || userPrompt.voiceover === true) return null;
  return {
    code: 'parameter_invalid',
    param: 'user_prompt.captions',
    message:
      'Invalid user_prompt.captions: captions write out the voice-over, so they need user_prompt.voiceover: true.',
  };
}
