import { z } from 'zod';
import { SUPPORTED_LANGUAGES, VIDEO_ERROR_CODES, VIDEO_STATUSES } from '@reelsmith/contracts';
import { musicChoiceSchema, videoMusicSchema } from './music.schemas.js';
import { outputsSchema, videoOutputSchema } from '../outputs/output-requests.schemas.js';
import { findInputProblem } from '../http/plain-text.js';
import { httpUrlSchema, idSchema, listEnvelopeSchema, listQuery, timestampSchema } from '../http/schemas.js';

/** How many levels of objects and arrays `user_prompt` may nest (`{"a": 1}` is one). */
export const USER_PROMPT_MAX_DEPTH = 8;

export const userPromptSchema = z
  .record(z.string(), z.unknown())
  .superRefine((prompt, context) => {
    const problem = findInputProblem(prompt, USER_PROMPT_MAX_DEPTH);
    if (problem?.kind === 'too_deep') {
      context.addIssue({
        code: 'custom',
        path: problem.path,
        message: `must not nest deeper than ${USER_PROMPT_MAX_DEPTH} levels.`,
      });
    }
  })
  .describe("Texts and options for the template; must satisfy the template's `variables` schema.");

export const createVideoBody = z
  .strictObject({
    template_id: z.string().min(1).max(64).describe('The template to use.'),
    product_id: z.string().min(1).max(64).describe('The product to feature.'),
    user_prompt: userPromptSchema.optional(),
    language: z.enum(SUPPORTED_LANGUAGES).optional().describe("Language of the video; default: the account's."),
    voice: z
      .string()
      .min(1)
      .max(80)
      .optional()
      .describe('A voice of the video’s language (`GET /voices`); default: espeak-ng’s voice of the language.'),
    webhook_url: httpUrlSchema(2048).optional().describe('Receives `video.completed` or `video.failed`.'),
    music: musicChoiceSchema
      .nullable()
      .optional()
      .describe("Music under the video; absent: the template's default music, if any; `null`: none."),
    outputs: outputsSchema.optional(),
  })
  .meta({ id: 'CreateVideoBody' });

export type CreateVideoBody = z.output<typeof createVideoBody>;

export const listVideosQuery = listQuery({
  status: z.enum(VIDEO_STATUSES).optional().describe('Only videos in this status.'),
  product_id: z.string().min(1).max(64).optional().describe('Only videos of this product.'),
  batch_id: z.string().min(1).max(64).optional().describe('Only videos of this batch.'),
});

/** One thing the render had to change: the contract's `{code, message, element}`. */
export const warningSchema = z
  .object({
    code: z.string().describe('`text_shortened`, `voice_lines_dropped`, `voice_sped_up`, `voice_quality_poor`, …'),
    message: z.string(),
    element: z.string().describe('The template element it concerns (`headline`, `name`, …) or `voiceover`.'),
  })
  .meta({ id: 'Warning' });

export const videoSchema = z
  .object({
    id: idSchema('vid'),
    status: z.enum(VIDEO_STATUSES),
    template_id: z.string(),
    template_version: z
      .number()
      .int()
      .min(1)
      .describe("The template's version the video was made with, and renders, whatever later `PUT`s change."),
    product_id: z.string(),
    batch_id: z.string().nullable().describe('The batch that made the video; null for a video made on its own.'),
    user_prompt: z.record(z.string(), z.unknown()),
    language: z.enum(SUPPORTED_LANGUAGES),
    voice: z.string().describe('The voice of the voice-over (`GET /voices`).'),
    webhook_url: z.string().nullable(),
    progress: z.number().int().min(0).max(100),
    video_url: z.string().nullable().describe('MP4 (H.264, yuv420p, AAC when there is audio), once completed.'),
    thumbnail_url: z.string().nullable().describe('JPEG of the same aspect, once completed.'),
    captions_url: z
      .string()
      .nullable()
      .describe(
        'WebVTT (`text/vtt`) of what the voice-over says, each cue timed to its speech, once completed; ' +
          'null for a video without a voice-over.',
      ),
    duration_seconds: z.number(),
    width: z.number().int(),
    height: z.number().int(),
    credits_used: z
      .number()
      .int()
      .describe("What the video finally cost (its template's credits plus its outputs'): 0 when failed."),
    error: z.object({ code: z.enum(VIDEO_ERROR_CODES), message: z.string() }).nullable(),
    warnings: z
      .array(warningSchema)
      .describe('What the render had to change (a name shortened to fit, …); empty when nothing.'),
    music: videoMusicSchema.nullable(),
    outputs: z
      .array(videoOutputSchema)
      .describe(
        'The extra files asked for, in the order asked; empty when none. `video_url` stays the template’s MP4.',
      ),
    created_at: timestampSchema,
    started_at: timestampSchema.nullable(),
    completed_at: timestampSchema.nullable(),
    failed_at: timestampSchema.nullable(),
  })
  .meta({ id: 'Video' });

export const videoListSchema = listEnvelopeSchema(videoSchema).meta({ id: 'VideoList' });
