import {
  MAX_OUTPUTS,
  OUTPUT_FORMATS,
  OUTPUT_PROFILES,
  outputName,
  type OutputFormat,
  type OutputProfile,
  type OutputRequest,
} from '@reelsmith/sdk';

/** How the dashboard names each output: the platform or the format, and what it is. */
export const OUTPUT_LABELS: Readonly<Record<OutputProfile | OutputFormat, string>> = {
  tiktok: 'TikTok (9:16)',
  reels: 'Instagram and Facebook Reels (9:16)',
  shorts: 'YouTube Shorts (9:16)',
  youtube: 'YouTube (16:9)',
  meta_feed: 'Facebook and Instagram feed (4:5)',
  webm: 'WebM (VP9 + Opus)',
  gif: 'Animated GIF (≤ 8 MB)',
  hls: 'HLS streaming (360p–1080p)',
};

/** Every output a video can ask for, profiles first, in the contract's order. */
export const ALL_OUTPUTS: readonly OutputRequest[] = [
  ...OUTPUT_PROFILES.map((profile): OutputRequest => ({ profile })),
  ...OUTPUT_FORMATS.map((format): OutputRequest => ({ format })),
];

/**
 * The outputs chosen after ticking (or unticking) `output`: kept in the contract's order, at
 * most MAX_OUTPUTS (a seventh is not added).
 */
export function toggleOutput(chosen: readonly OutputRequest[], output: OutputRequest): OutputRequest[] {
  const names = new Set(chosen.map(outputName));
  const name = outputName(output);
  if (names.has(name)) names.delete(name);
  else if (names.size < MAX_OUTPUTS) names.add(name);
  return ALL_OUTPUTS.filter((candidate) => names.has(outputName(candidate)));
}
