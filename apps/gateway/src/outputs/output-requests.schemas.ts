import { z } from 'zod';
import { MAX_OUTPUTS, OUTPUT_CREDITS, OUTPUT_FORMATS, OUTPUT_PROFILES, type OutputRequest } from '@reelsmith/contracts';

const creditsOf = (names: readonly (keyof typeof OUTPUT_CREDITS)[]) =>
  names.map((name) => `\`${name}\` ${OUTPUT_CREDITS[name]}`).join(', ');

/** One output: exactly one of a publish profile and a format. */
export const outputRequestSchema = z
  .strictObject({
    profile: z
      .enum(OUTPUT_PROFILES)
      .optional()
      .describe(
        "A platform's MP4, composed for its size and safe zone and checked against its spec (`meta_feed` is 4:5).",
      ),
    format: z
      .enum(OUTPUT_FORMATS)
      .optional()
      .describe('`webm` (VP9 + Opus), `gif` (at most 8 MB) or `hls` (a 360p/720p/1080p ladder, master playlist).'),
  })
  .superRefine((output, context) => {
    if ((output.profile === undefined) === (output.format === undefined)) {
      context.addIssue({
        code: 'custom',
        path: output.profile === undefined ? ['profile'] : ['format'],
        message: 'name the output by exactly one of profile and format.',
      });
    }
  })
  .meta({ id: 'OutputRequest' });

/** `outputs` on a video or a batch: at most MAX_OUTPUTS, each named once. */
export const outputsSchema = z
  .array(outputRequestSchema)
  .max(MAX_OUTPUTS)
  .superRefine((outputs, context) => {
    const seen = new Set<string>();
    for (const [index, output] of outputs.entries()) {
      const name = output.profile ?? output.format;
      if (name !== undefined && seen.has(name)) {
        context.addIssue({
          code: 'custom',
          path: [index, output.profile === undefined ? 'format' : 'profile'],
          message: `'${name}' is asked for twice.`,
        });
        return;
      }
      if (name !== undefined) seen.add(name);
    }
  })
  .describe(
    `Extra files made from the same render, at most ${MAX_OUTPUTS}, each named once; each adds credits to the price ` +
      `(${creditsOf(OUTPUT_PROFILES)}, ${creditsOf(OUTPUT_FORMATS)}). The video completes only when every one passed its checks.`,
  );

/** An output in the video record: as asked, then, once the video completes, its file and what was measured. */
export const videoOutputSchema = z
  .object({
    profile: z.enum(OUTPUT_PROFILES).optional().describe('The publish profile asked for (or `format`).'),
    format: z.enum(OUTPUT_FORMATS).optional().describe('The format asked for (or `profile`).'),
    url: z
      .string()
      .nullable()
      .describe('The file once the video completed (HLS: the master playlist, its variants and segments beside it).'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration_seconds: z.number().nullable(),
    bytes: z.number().int().nullable().describe('The file’s size; for HLS every playlist and segment together.'),
    checks: z
      .object({
        passed: z.boolean(),
        failures: z.array(
          z.object({
            check: z.string().describe('`video_codec`, `size`, `frame_rate`, `duration`, `bitrate`, `loudness`, …'),
            expected: z.string(),
            actual: z.string(),
          }),
        ),
      })
      .nullable()
      .describe("The checks against the output's profile (ffprobe, EBU R128), once rendered."),
  })
  .meta({ id: 'VideoOutput' });

/** The checked `outputs` as the services take them: each names exactly one of the two (the schema saw to it). */
export function outputRequests(outputs: z.output<typeof outputsSchema> | undefined): OutputRequest[] | undefined {
  return outputs?.map(({ profile, format }): OutputRequest => {
    if (profile !== undefined) return { profile };
    if (format !== undefined) return { format };
    throw new Error('an output that passed outputsSchema names neither a profile nor a format');
  });
}
