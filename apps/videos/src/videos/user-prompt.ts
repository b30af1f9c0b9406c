import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ServiceError, type Template } from '@reelsmith/contracts';

const ajv = new Ajv({ allErrors: false, strict: false });
const validators = new Map<string, ValidateFunction>();

/**
 * Checks `user_prompt` against the JSON Schema the template declares, and names the first
 * offending field the way the API does (`user_prompt.headline`).
 */
export function assertValidUserPrompt(template: Template, userPrompt: Record<string, unknown>): void {
  let validate = validators.get(template.id);
  if (!validate) {
    validate = ajv.compile(template.variables);
    validators.set(template.id, validate);
  }
  if (validate(userPrompt)) return;
  throw toServiceError(validate.errors![0]!);
}

function toServiceError(error: ErrorObject): ServiceError {
  const path = ['user_prompt', ...error.instancePath.split('/').filter(Boolean)];
  if (error.keyword === 'additionalProperties') {
    const param = [...path, String(error.params.additionalProperty)].join('.');
    return new ServiceError('parameter_unknown', `Received unknown parameter: ${param}.`, param);
  }
  if (error.keyword === 'required') {
    const param = [...path, String(error.params.missingProperty)].join('.');
    return new ServiceError('parameter_missing', `Missing required param: ${param}.`, param);
  }
  const param = path.join('.');
  return new ServiceError('parameter_invalid', `Invalid ${param}: ${error.message ?? 'not allowed'}.`, param);
}
