import { z } from 'zod';
import { idSchema, listEnvelopeSchema } from '../http/schemas.js';

export const templateSchema = z
  .object({
    id: idSchema('tmpl'),
    name: z.string(),
    description: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    fps: z.number().int(),
    duration_seconds: z.number(),
    credits: z.number().int().describe('What a video made with this template costs.'),
    variables: z.record(z.string(), z.unknown()).describe('JSON Schema that `user_prompt` must satisfy.'),
  })
  .meta({ id: 'Template' });

export const templateListSchema = listEnvelopeSchema(templateSchema).meta({ id: 'TemplateList' });
