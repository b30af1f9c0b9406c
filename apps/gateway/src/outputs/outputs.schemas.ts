import { z } from 'zod';
import { OUTPUT_FORMATS, OUTPUT_PROFILES } from '@reelsmith/contracts';
import { listEnvelopeSchema } from '../http/schemas.js';

const boxSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** What an output is and what it adds to a video's price: what a client shows before it asks for one. */
export const outputKindSchema = z
  .object({
    name: z
      .enum([...OUTPUT_PROFILES, ...OUTPUT_FORMATS])
      .describe('As `outputs[].profile` or `outputs[].format` names it.'),
    kind: z.enum(['profile', 'format']).describe('Which of the two fields of `outputs[]` takes the name.'),
    credits: z.number().int().describe("What it adds to a video's price, on top of the template's credits."),
    width: z.number().int().nullable().describe("A profile's frame; null for a format (the template's size)."),
    height: z.number().int().nullable(),
    fps: z.number().nullable(),
    safe_area: boxSchema
      .nullable()
      .describe("Where a profile's frame is clear of its platform's interface, in its pixels; null for a format."),
  })
  .meta({ id: 'OutputKind' });

export const outputKindListSchema = listEnvelopeSchema(outputKindSchema).meta({ id: 'OutputKindList' });

export type OutputKind = z.output<typeof outputKindSchema>;
