import { z } from 'zod';
import { createVideoBody } from '../videos/videos.schemas.js';

export const createPreviewBody = createVideoBody
  .omit({ webhook_url: true })
  .extend({
    at_seconds: z
      .number()
      .min(0)
      .optional()
      .describe("Seconds into the video, at most its duration; default the template's thumbnail moment."),
  })
  .meta({ id: 'CreatePreviewBody' });

export type CreatePreviewBody = z.output<typeof createPreviewBody>;
