import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_KINDS, WEBHOOK_LOG_EVENTS } from '@reelsmith/contracts';
import { httpUrlSchema, idSchema, listEnvelopeSchema, listQuery, timestampSchema } from '../http/schemas.js';

const eventKinds = z
  .array(z.enum(WEBHOOK_EVENT_KINDS))
  .min(1)
  .describe(`Event kinds to receive: ${WEBHOOK_EVENT_KINDS.map((kind) => `\`${kind}\``).join(', ')}.`);
const url = httpUrlSchema(2048).describe('http(s) address that receives the events.');
const description = z.string().max(500).describe('Up to 500 characters.');

export const webhookSecretSchema = z
  .object({ secret: z.string().describe('`whsec_` and the base64 of 32 random bytes.') })
  .meta({ id: 'WebhookSecret' });

export const createWebhookEndpointBody = z
  .strictObject({
    url,
    events: eventKinds.optional().describe('Event kinds to receive; default: all.'),
    description: description.nullable().optional(),
  })
  .meta({ id: 'CreateWebhookEndpointBody' });

export const updateWebhookEndpointBody = z
  .strictObject({
    url: url.optional(),
    events: eventKinds.optional(),
    description: description.nullable().optional().describe('`null` clears the description.'),
    enabled: z.boolean().optional().describe('A disabled endpoint receives nothing.'),
  })
  .meta({ id: 'UpdateWebhookEndpointBody' });

export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointBody>;
export type UpdateWebhookEndpointBody = z.output<typeof updateWebhookEndpointBody>;

export const webhookEndpointSchema = z
  .object({
    id: idSchema('we'),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_KINDS)),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .describe('Why the sender disabled it (every attempt failing for long); `enabled: true` resumes it.'),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'WebhookEndpoint' });

export const webhookEndpointListSchema = listEnvelopeSchema(webhookEndpointSchema).meta({ id: 'WebhookEndpointList' });

export const deletedWebhookEndpointSchema = z
  .object({ id: idSchema('we'), deleted: z.literal(true) })
  .meta({ id: 'DeletedWebhookEndpoint' });

export const listWebhookDeliveriesQuery = listQuery({
  video_id: z.string().min(1).max(64).optional().describe('Only deliveries about this video.'),
  endpoint_id: z.string().min(1).max(64).optional().describe('Only deliveries to this endpoint.'),
  event: z.enum(WEBHOOK_LOG_EVENTS).optional().describe('Only deliveries of this event kind.'),
});

export const webhookDeliverySchema = z
  .object({
    id: idSchema('whd'),
    endpoint_id: z.string().nullable().describe("The endpoint; null for a video's own webhook_url."),
    video_id: z.string().nullable(),
    event: z
      .enum(WEBHOOK_LOG_EVENTS)
      .describe('The event sent; `webhook_endpoint.disabled` records (never sent) that the endpoint was disabled.'),
    url: z.string(),
    webhook_id: z.string().describe('The `webhook-id` header: the same on every attempt.'),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.array(
      z.object({
        at: timestampSchema,
        status_code: z.number().int().nullable(),
        error: z.string().nullable().describe('Why no status code came back (timeout, refused, …).'),
        duration_ms: z.number().int(),
      }),
    ),
    next_attempt_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookDeliveryListSchema = listEnvelopeSchema(webhookDeliverySchema).meta({ id: 'WebhookDeliveryList' });
