import { z } from 'zod';
import { API_ERROR_TYPES } from './api-error.js';

/** Schemas shared by several routes; each route's own live beside its controller. */

export const timestampSchema = z.iso.datetime().describe('ISO 8601 UTC timestamp.');

export function idSchema(prefix: string) {
  return z.string().describe(`Identifier, prefixed \`${prefix}_\`, time-sortable.`);
}

export function httpUrlSchema(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'must be an absolute http(s) URL without credentials.')
    .meta({ format: 'uri' });
}

const listFields = {
  limit: z.coerce.number().int().min(1).max(100).default(10).describe('How many records to return, 1–100.'),
  starting_after: z.string().min(1).max(64).optional().describe('Cursor: return records older than this id.'),
  ending_before: z.string().min(1).max(64).optional().describe('Cursor: return records newer than this id.'),
};

/** The paging query of every list, plus the list's own filters; unknown parameters are refused. */
export function listQuery<F extends z.ZodRawShape>(filters: F = {} as F) {
  return z
    .strictObject({ ...listFields, ...filters })
    .refine(
      (query: { starting_after?: unknown; ending_before?: unknown }) =>
        query.starting_after === undefined || query.ending_before === undefined,
      {
        path: ['ending_before'],
        message: 'pass either starting_after or ending_before, not both.',
      },
    );
}

export const listQuerySchema = listQuery();

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    has_more: z.boolean().describe('Whether more records lie beyond this page in the direction of travel.'),
  });
}

export const errorResponseSchema = z
  .object({
    error: z.object({
      type: z.enum(API_ERROR_TYPES),
      code: z.string().describe('Finer, stable reason, e.g. parameter_missing.'),
      message: z.string().describe('A human-readable sentence.'),
      param: z.string().optional().describe('The offending field, dotted for nested ones.'),
    }),
  })
  .meta({ id: 'Error' });
