import { z } from 'zod';
import { TEMPLATE_BODY_SCHEMA } from '@reelsmith/templates';

/**
 * The body of `POST /templates` (and of `/templates/validate`), published as the JSON Schema the
 * services check it with, for clients to validate offline. It goes through the gateway as it
 * came: the render service answers what is wrong with it, dotted field by field.
 */
export const templateBodySchema = z.unknown().meta({
  id: 'TemplateBody',
  description:
    'A template: its public fields beside `definition`, the scene description (docs/template-format.md). The rules a JSON Schema cannot express (references, layout, timing, caption regions) are checked by the service.',
  ...TEMPLATE_BODY_SCHEMA,
});

const templateIssueSchema = z
  .object({
    code: z.string().describe('Stable reason, e.g. `box_outside_frame`, `text_would_be_shortened`.'),
    message: z.string().describe('A sentence for people.'),
    param: z.string().describe('The field, dotted: `definition.scenes.2.texts.0.box`.'),
  })
  .meta({ id: 'TemplateIssue' });

export const templateValidationSchema = z
  .object({
    valid: z.boolean().describe('Whether `POST /templates` would accept the body.'),
    errors: z.array(templateIssueSchema).describe('Why the template is refused; empty when valid.'),
    warnings: z
      .array(templateIssueSchema)
      .describe(
        "Likely mistakes the render's layout finds: a text that long content would shorten, a font without a language's letters.",
      ),
    credits: z.number().int().nullable().describe('What one video of the template would cost; null when invalid.'),
  })
  .meta({ id: 'TemplateValidation' });
