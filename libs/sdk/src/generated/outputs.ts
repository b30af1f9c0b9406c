// Generated from libs/contracts/src/v1/outputs.ts by `npm run -w @reelsmith/sdk generate`. Do not edit.

/**
 * Publish profiles and renditions (`outputs` on `POST /videos` and batches): extra files made
 * from the same render, each checked against what it is for before the video completes.
 */

/** Platforms a shop publishes to; each pins a size, encoding limits and its interface's safe zone. */
export const OUTPUT_PROFILES = ['tiktok', 'reels', 'shorts', 'youtube', 'meta_feed'] as const;
export type OutputProfile = (typeof OUTPUT_PROFILES)[number];

/** Other containers of the template's own layout: VP9 + Opus, an animated GIF ≤ 8 MB, an HLS ladder. */
export const OUTPUT_FORMATS = ['webm', 'gif', 'hls'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** At most this many outputs on one video, each named once. */
export const MAX_OUTPUTS = 6;

/** One requested output: exactly one of a profile or a format. */
export type OutputRequest = { profile: OutputProfile; format?: never } | { format: OutputFormat; profile?: never };

/**
 * What each output adds to the video's price, in credits. A profile is a second layout composed
 * and encoded at its size; HLS encodes two more rungs; a GIF is made from the encoded video.
 */
export const OUTPUT_CREDITS: Readonly<Record<OutputProfile | OutputFormat, number>> = {
  tiktok: 2,
  reels: 2,
  shorts: 2,
  youtube: 2,
  meta_feed: 2,
  webm: 2,
  gif: 1,
  hls: 3,
};

/** An output's name: its profile or its format. */
export const outputName = (output: OutputRequest): OutputProfile | OutputFormat => output.profile ?? output.format;

/** The credits the outputs add to a video's template price. */
export const outputsCredits = (outputs: readonly OutputRequest[] | undefined): number =>
  (outputs ?? []).reduce((sum, output) => sum + OUTPUT_CREDITS[outputName(output)], 0);

/** One check an output failed: what was measured against what its profile allows. */
export interface OutputCheckFailure {
  /** `video_codec`, `profile_level`, `pixel_format`, `size`, `frame_rate`, `frame_count`, `duration`, `bitrate`, `loudness`, `true_peak`, `file_size`, … */
  check: string;
  expected: string;
  actual: string;
}

/** The checks run on an output after the render (ffprobe, EBU R128). */
export interface OutputChecks {
  passed: boolean;
  failures: OutputCheckFailure[];
}

/**
 * An output as services exchange it: where it is stored and what the worker measured on the
 * stored file. For HLS `key` is the master playlist; its variant playlists and segments sit
 * beside it under names that start with the master's.
 */
export type OutputFile = OutputRequest & {
  key: string;
  width: number;
  height: number;
  duration_seconds: number;
  /** The file's size; for HLS, every playlist and segment together. */
  bytes: number;
  checks: OutputChecks;
};

/** Where a requested output will be stored: chosen when the video is created, like its other files. */
export type OutputTarget = OutputRequest & { key: string };

/**
 * An output in the public video record: as requested until the video completes (the measured
 * fields null), then with its URL and what was measured.
 */
export type VideoOutput = OutputRequest & {
  url: string | null;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  bytes: number | null;
  checks: OutputChecks | null;
};

/**
 * An output in a video record as services exchange it: the public one with its storage key
 * instead of its URL. The key is null until the video completes; a video that failed its
 * checks keeps what was measured (its `checks` say why) and no key, for nothing of it is served.
 */
export type VideoOutputRecord = OutputRequest & {
  key: string | null;
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  bytes: number | null;
  checks: OutputChecks | null;
};
