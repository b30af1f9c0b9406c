import { z } from 'zod';

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
