import { z } from 'zod';
import { FRAME_ELEMENT_KINDS, OUTPUT_PROFILES } from '@reelsmith/contracts';
import { createVideoBody, warningSchema } from '../videos/videos.schemas.js';

export const createPreviewBody = createVideoBody
  .omit({ webhook_url: true })
  .extend({
    at_seconds: z
      .number()
      .min(0)
      .optional()
      .describe("Seconds into the video, at most its duration; default the template's thumbnail moment."),
    profile: z
      .enum(OUTPUT_PROFILES)
      .optional()
      .describe(
        "Show that publish profile's output: its frame size, with the layout fitted clear of the platform's interface.",
      ),
  })
  .meta({ id: 'CreatePreviewBody' });

export type CreatePreviewBody = z.output<typeof createPreviewBody>;

const boxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** The layout of a frame: what `POST /previews` answers to `Accept: application/json`. */
export const frameLayoutSchema = z
  .object({
    at_seconds: z.number(),
    width: z.number().int(),
    height: z.number().int(),
    warnings: z.array(warningSchema),
    elements: z
      .array(
        z.object({
          kind: z.enum(FRAME_ELEMENT_KINDS),
          name: z
            .string()
            .describe("The element's name in the template (`headline`, `price`, …); `caption` for captions."),
          box: boxSchema.describe("The drawn ink's bounds (a text's glyphs and its panel), in the template's pixels."),
          opacity: z.number().min(0).max(1),
          text: z.string().nullable().describe('The string drawn, after shortening; null for what is not text.'),
        }),
      )
      .describe('Everything drawn at that moment, in drawing order.'),
  })
  .meta({ id: 'FrameLayout' });
