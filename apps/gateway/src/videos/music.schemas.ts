import { z } from 'zod';
import { MUSIC_LEVELS } from '@reelsmith/contracts';
import { httpUrlSchema } from '../http/schemas.js';

const levelSchema = (range: { min: number; max: number; default: number }, what: string) =>
  z.number().min(range.min).max(range.max).describe(`${what}, ${range.min}–${range.max}; default ${range.default}.`);

const levels = {
  volume_db: levelSchema(MUSIC_LEVELS.volume_db, "The music's level in dB before ducking and loudness"),
  fade_in_seconds: levelSchema(MUSIC_LEVELS.fade_in_seconds, 'Seconds the music fades in over'),
  fade_out_seconds: levelSchema(MUSIC_LEVELS.fade_out_seconds, 'Seconds the music fades out over, to the end'),
};

/** `music`: an audio asset of the account's or an http(s) URL (not both), with optional levels. */
export const musicChoiceSchema = z
  .strictObject({
    asset_id: z.string().min(1).max(64).optional().describe('An audio asset of this account (`POST /assets`).'),
    url: httpUrlSchema(2048)
      .optional()
      .describe('An MP3, WAV, M4A/AAC … file the render downloads under the image rules (public address, ≤ 20 MB).'),
    volume_db: levels.volume_db.optional(),
    fade_in_seconds: levels.fade_in_seconds.optional(),
    fade_out_seconds: levels.fade_out_seconds.optional(),
  })
  .superRefine((music, context) => {
    if ((music.asset_id === undefined) === (music.url === undefined)) {
      context.addIssue({
        code: 'custom',
        path: music.asset_id === undefined ? ['asset_id'] : ['url'],
        message: 'name the track by exactly one of asset_id and url.',
      });
    }
  })
  .meta({ id: 'MusicChoice' });

/** The music a video is made with, as its record shows it. */
export const videoMusicSchema = z
  .object({
    asset_id: z.string().nullable(),
    url: z.string().nullable(),
    volume_db: z.number(),
    fade_in_seconds: z.number(),
    fade_out_seconds: z.number(),
  })
  .describe("The music under the video (the request's, else the template's default), levels filled in.")
  .meta({ id: 'VideoMusic' });
