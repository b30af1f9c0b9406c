import { Ajv } from 'ajv';

/**
 * The one Ajv instance: strict, so a typo in a template's `variables` schema fails at load time
 * instead of silently accepting everything.
 */
export const ajv = new Ajv({ strict: true, allErrors: false });
