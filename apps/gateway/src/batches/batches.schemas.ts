import { z } from 'zod';
import { BATCH_LIMITS, BATCH_STATUSES, SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { httpUrlSchema, idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';
import { musicChoiceSchema } from '../videos/music.schemas.js';
import { outputRequestSchema, outputsSchema } from '../outputs/output-requests.schemas.js';
import { userPromptSchema } from '../videos/videos.schemas.js';

export const createBatchBody = z
  .strictObject({
    product_ids: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(BATCH_LIMITS.products)
      .optional()
      .describe(`The products to feature, each once (1–${BATCH_LIMITS.products}); or give \`sync_id\`.`),
    sync_id: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        'Instead of `product_ids`: the products a `POST /products/sync` created or updated. None changed: a batch of 0 videos that costs nothing.',
      ),
    template_ids: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(BATCH_LIMITS.templates)
      .describe(`The templates to use, each once (1–${BATCH_LIMITS.templates}).`),
    languages: z
      .array(z.enum(SUPPORTED_LANGUAGES))
      .min(1)
      .max(BATCH_LIMITS.languages)
      .optional()
      .describe("The videos' languages, each once; default: the account's."),
    user_prompt: userPromptSchema.optional().describe('Applied to every video; checked against every template.'),
    voice: z
      .string()
      .min(1)
      .max(80)
      .optional()
      .describe('A voice (`GET /voices`) of the batch’s one language; default: espeak-ng’s voice of each language.'),
    music: musicChoiceSchema
      .nullable()
      .optional()
      .describe("Music under every video; absent: each template's default music, if any; `null`: none."),
    outputs: outputsSchema
      .optional()
      .describe('Extra files every video makes, each adding its credits to every video.'),
    webhook_url: httpUrlSchema(2048).optional().describe('Receives `batch.completed` when every video has ended.'),
  })
  .refine((body) => (body.product_ids === undefined) !== (body.sync_id === undefined), {
    path: ['product_ids'],
    message: 'give either product_ids or sync_id, not both.',
  })
  .meta({ id: 'CreateBatchBody' });

export type CreateBatchBody = z.output<typeof createBatchBody>;

const countsSchema = z
  .object({
    total: z.number().int(),
    queued: z
      .number()
      .int()
      .describe('Waiting: for billing, or for a free worker (batch videos are released a few at a time).'),
    processing: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int().describe('Failed or canceled; each refunded on its own.'),
  })
  .meta({ id: 'BatchCounts' });

export const batchSchema = z
  .object({
    id: idSchema('batch'),
    status: z.enum(BATCH_STATUSES).describe('`completed` or `canceled` once every video has ended.'),
    counts: countsSchema,
    template_ids: z.array(z.string()),
    languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
    user_prompt: z.record(z.string(), z.unknown()),
    outputs: z.array(outputRequestSchema).describe('The extra files every video makes; empty when none.'),
    webhook_url: z.string().nullable(),
    sync_id: z.string().nullable().describe('The feed sync the batch was made from; null when it named products.'),
    credits_reserved: z
      .number()
      .int()
      .describe(
        "What the whole batch was charged at once, as one `usage` transaction (each video its template's credits plus its outputs'); failures are refunded apart.",
      ),
    created_at: timestampSchema,
    completed_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Batch' });

export const batchListSchema = listEnvelopeSchema(batchSchema).meta({ id: 'BatchList' });
