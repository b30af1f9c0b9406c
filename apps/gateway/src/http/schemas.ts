import { isPublicUrl } from '@reelsmith/outbound';
import { z } from 'zod';
import { API_ERROR_TYPES } from './api-error.js';

/** Schemas shared by several routes; each route's own live beside its controller. */

export const timestampSchema = z.iso.datetime().describe('ISO 8601 UTC timestamp.');

export function idSchema(prefix: string) {
  return z.string().describe(`Identifier, prefixed \`${prefix}_\`, time-sortable.`);
}

/**
 * Whether client URLs may aim at private or local networks (ALLOW_PRIVATE_URLS). One gateway
 * serves one configuration, and the route schemas are built once, when the module loads, so the
 * rule reads the setting at parse time; `createGateway` applies it before the first request.
 */
let privateUrlsAllowed = false;

export function allowPrivateUrls(allowed: boolean): void {
  privateUrlsAllowed = allowed;
}

/**
 * A client's http(s) URL that a service will fetch or post to later (an image, a shop page, a
 * webhook receiver): refused here, naming the field, when it aims at a private or local network,
 * so no route has to remember the SSRF rule. The services check every hop again when they fetch.
 */
export function httpUrlSchema(maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .refine((value) => parsedHttpUrl(value) !== undefined, 'must be an absolute http(s) URL without credentials.')
    .refine(
      (value) => privateUrlsAllowed || parsedHttpUrl(value) === undefined || isPublicUrl(value),
      'the address points to a private or local network.',
    )
    .meta({ format: 'uri' });
}

function parsedHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
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
