import { z } from 'zod';
import { FEED_FORMATS, SYNC_ROW_ERROR_CODES, isCurrencyCode } from '@reelsmith/contracts';
import { httpUrlSchema, idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

/** The Content-Types of a feed sent as the body; `application/json` is a Shopify products.json or `{url}`. */
export const FEED_CONTENT_TYPES = [
  'text/csv',
  'text/tab-separated-values',
  'application/xml',
  'text/xml',
  'application/json',
] as const;
/** A feed, uploaded or fetched, is at most this large. */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;

export const syncFromUrlBody = z
  .strictObject({
    url: httpUrlSchema(2048).describe(
      'http(s) address of the feed (CSV, TSV, RSS/Atom XML or Shopify products.json, told apart by its content).',
    ),
  })
  .meta({ id: 'SyncProductsFromUrlBody' });

export const syncQuery = z.strictObject({
  currency: z
    .string()
    .refine(isCurrencyCode, 'must be a lowercase ISO 4217 currency code, such as usd, eur or jpy.')
    .optional()
    .describe(
      'Lowercase ISO 4217 currency of prices stated without one: required for a Shopify products.json (Shopify ' +
        'names none), used for a bare `19.99` in other feeds.',
    ),
});

const productSyncFields = {
  id: idSchema('sync'),
  status: z.literal('completed').describe('A sync is recorded when it ends; one stopped midway has no record.'),
  format: z.enum(FEED_FORMATS).describe('How the feed was read: `shopify` for a products.json.'),
  url: z.string().nullable().describe('Where the feed was fetched from; `null` for an upload.'),
  rows: z.int().describe('Data rows read (items, entries, products), counted from 1.'),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int().describe('Rows whose product already was exactly as the feed says: not touched.'),
  failed: z.int().describe('Rows refused; each has at least one entry in `errors` (the first 100 are answered).'),
  errors: z
    .array(
      z.object({
        row: z.int(),
        column: z.string().nullable().describe('The attribute as the feed names it; `null` for the whole row.'),
        code: z.enum(SYNC_ROW_ERROR_CODES),
        message: z.string(),
      }),
    )
    .describe('The first 100 problems, by row.'),
  created_at: timestampSchema.describe('When the sync began.'),
  completed_at: timestampSchema.describe('When it ended.'),
};

export const productSyncSummarySchema = z.object(productSyncFields).meta({ id: 'ProductSyncSummary' });

export const productSyncSchema = z
  .object({
    ...productSyncFields,
    product_ids_changed: z
      .array(idSchema('prod'))
      .describe(
        'The products this sync created or updated (a batch with its `sync_id` features them): in the feed’s ' +
          'order when the sync answers, in id order when read back.',
      ),
  })
  .meta({ id: 'ProductSync' });

export const productSyncListSchema = listEnvelopeSchema(productSyncSummarySchema).meta({ id: 'ProductSyncList' });

export type SyncFromUrlBody = z.output<typeof syncFromUrlBody>;
export type SyncQuery = z.output<typeof syncQuery>;
