import { z } from 'zod';
import { TEMPLATE_BODY_SCHEMA } from '@reelsmith/templates';
import { idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

const definitionSchema = z.unknown().meta({
  ...TEMPLATE_BODY_SCHEMA.properties.definition,
  description:
    'The whole scene description (docs/template-format.md): palette, scenes, voice-over, transition, ' +
    'thumbnail moment. At most 256 KiB of JSON.',
});

/** The public fields every template has, as a client writes them. */
const publicFields = {
  name: z.string().describe('What the template is called.'),
  description: z.string().describe('What it looks like, in a sentence or two.'),
  width: z.number().int().describe('Frame width in pixels.'),
  height: z.number().int().describe('Frame height in pixels.'),
  fps: z.number().int().describe('Frames a second.'),
  duration_seconds: z.number().describe('Length of a video made with it.'),
  variables: z.record(z.string(), z.unknown()).describe('JSON Schema that `user_prompt` must satisfy.'),
};

/**
 * The body of `POST` and `PUT /templates` (and of `/templates/validate`), published as the JSON
 * Schema the services check it with, for clients to validate offline. It goes through the
 * gateway as it came: the catalog (or, for validate, a render worker) answers what is wrong
 * with it, dotted field by field (`definition.scenes.2.texts.0.box.width`).
 */
export const templateBodySchema = z.unknown().meta({
  id: 'TemplateBody',
  description:
    'A template: its public fields beside `definition`, the scene description (docs/template-format.md). The rules a JSON Schema cannot express (references, layout, timing, caption regions) are checked by the service.',
  ...TEMPLATE_BODY_SCHEMA,
});

export const templateSchema = z
  .object({
    id: idSchema('tmpl'),
    owner: z
      .enum(['reelsmith', 'account'])
      .describe('`reelsmith` for a built-in template, `account` for one of your own.'),
    version: z
      .number()
      .int()
      .min(1)
      .describe('The current version, from 1; each `PUT` adds one. A video renders the version it was made with.'),
    ...publicFields,
    credits: z
      .number()
      .int()
      .describe("What a video made with this template costs; an account's template is priced from its work."),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Template' });

/** One template with its definition: a GET answer, less the service's fields, posts back as the same template. */
export const templateDetailSchema = templateSchema
  .extend({ definition: definitionSchema })
  .meta({ id: 'TemplateDetail' });

export const templateListSchema = listEnvelopeSchema(templateSchema).meta({ id: 'TemplateList' });

export const deletedTemplateSchema = z
  .object({ id: idSchema('tmpl'), deleted: z.literal(true) })
  .meta({ id: 'DeletedTemplate' });
