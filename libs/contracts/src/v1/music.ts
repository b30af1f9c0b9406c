import type { RenderAsset } from './assets.js';

/**
 * How music is laid under a video (`music` on `POST /videos` and `/previews`, a template
 * definition's `music`): its level and fades, each with the contract's range and default.
 */
export const MUSIC_LEVELS = {
  volume_db: { min: -30, max: 0, default: -10 },
  fade_in_seconds: { min: 0, max: 5, default: 0.5 },
  fade_out_seconds: { min: 0, max: 5, default: 1.5 },
} as const;

export interface MusicLevels {
  volume_db: number;
  fade_in_seconds: number;
  fade_out_seconds: number;
}

/**
 * A video's `music` as the client writes it: exactly one source, an audio asset of the
 * account's or an http(s) URL the render downloads (the gateway refuses both or neither); the
 * levels it leaves out take their defaults.
 */
export type MusicChoice = { asset_id?: string; url?: string } & Partial<MusicLevels>;

/**
 * The music a video is made with, as its record shows it: the request's, or else its
 * template's default, with every level filled in; `null` for none.
 */
export type VideoMusic = { asset_id: string | null; url: string | null } & MusicLevels;

/**
 * The music a render lays under the video, resolved when the video is made: the asset's storage
 * facts (checked again by the worker) or the URL it downloads, and the levels.
 */
export type RenderMusic = ({ asset: RenderAsset; url?: never } | { url: string; asset?: never }) & MusicLevels;

/** The levels a choice leaves out, filled in with the contract's defaults. */
export function musicLevelsOf(choice: Partial<MusicLevels>): MusicLevels {
  return {
    volume_db: choice.volume_db ?? MUSIC_LEVELS.volume_db.default,
    fade_in_seconds: choice.fade_in_seconds ?? MUSIC_LEVELS.fade_in_seconds.default,
    fade_out_seconds: choice.fade_out_seconds ?? MUSIC_LEVELS.fade_out_seconds.default,
  };
}
