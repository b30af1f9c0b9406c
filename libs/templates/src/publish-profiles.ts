import { OUTPUT_PROFILES, type OutputProfile, type OutputRequest } from '@reelsmith/contracts';
import type { Box } from './template.types.js';

/**
 * The frame of each publish profile: its size and rate, and the margins its platform's
 * interface covers (pixels at that size), where nothing that must be read may sit. The figures
 * are the platforms' published guidance (docs/decisions/publish-profiles.md says where from).
 */
export interface ProfileFrame {
  width: number;
  height: number;
  fps: number;
  /** What the platform's interface covers, from each edge. */
  covered: { top: number; bottom: number; left: number; right: number };
}

export const PROFILE_FRAMES: Readonly<Record<OutputProfile, ProfileFrame>> = {
  // TikTok at 1080×1920: the top bar, the caption and music line, the action rail on the right.
  tiktok: { width: 1080, height: 1920, fps: 30, covered: { top: 150, bottom: 440, left: 60, right: 150 } },
  // Meta's Reels guidance: the top 14 %, the bottom 35 % and 6 % each side.
  reels: { width: 1080, height: 1920, fps: 30, covered: { top: 269, bottom: 672, left: 65, right: 65 } },
  // YouTube Shorts: the title and channel line at the bottom, the action column on the right.
  shorts: { width: 1080, height: 1920, fps: 30, covered: { top: 240, bottom: 480, left: 60, right: 190 } },
  // YouTube in-stream: the player's controls and the ad badge; title-safe 5 % elsewhere.
  youtube: { width: 1920, height: 1080, fps: 30, covered: { top: 54, bottom: 108, left: 96, right: 96 } },
  // Facebook and Instagram feed, 4:5: no interface over the video; title-safe 5 %.
  meta_feed: { width: 1080, height: 1350, fps: 30, covered: { top: 68, bottom: 68, left: 54, right: 54 } },
};

/** How long a video each platform takes, in seconds, as its ad and upload specs say. */
export const PROFILE_DURATIONS: Readonly<Record<OutputProfile, { min: number; max: number }>> = {
  // TikTok in-feed ads: 5 to 60 s.
  tiktok: { min: 5, max: 60 },
  // Instagram Reels ads: up to 15 minutes.
  reels: { min: 1, max: 900 },
  // YouTube Shorts: up to 3 minutes.
  shorts: { min: 1, max: 180 },
  // YouTube in-stream: any length; 12 hours is YouTube's upload ceiling.
  youtube: { min: 1, max: 43_200 },
  // Facebook and Instagram feed: 1 s to 241 minutes.
  meta_feed: { min: 1, max: 14_460 },
};

/**
 * The first profile among `outputs` whose platform does not take a video of `seconds`, with its
 * place in the list: such an output could only fail its checks after the render.
 */
export function profileRefusingDuration(
  outputs: readonly OutputRequest[],
  seconds: number,
): { index: number; profile: OutputProfile; min: number; max: number } | undefined {
  const index = outputs.findIndex(({ profile }) => {
    if (!profile) return false;
    const { min, max } = PROFILE_DURATIONS[profile];
    return seconds < min || seconds > max;
  });
  const profile = outputs[index]?.profile;
  return profile && { index, profile, ...PROFILE_DURATIONS[profile] };
}

/** Where a profile's frame is clear of its platform's interface. */
export function profileSafeArea(profile: OutputProfile): Box {
  const { width, height, covered } = PROFILE_FRAMES[profile];
  return {
    x: covered.left,
    y: covered.top,
    width: width - covered.left - covered.right,
    height: height - covered.top - covered.bottom,
  };
}

/** The profiles whose frame is `width` × `height`; none when no platform takes that size. */
export function profilesOfSize(width: number, height: number): OutputProfile[] {
  return OUTPUT_PROFILES.filter(
    (profile) => PROFILE_FRAMES[profile].width === width && PROFILE_FRAMES[profile].height === height,
  );
}

/** The profiles whose frame has `profile`'s size (TikTok, Reels and Shorts share 1080×1920). */
export function sameSizeProfiles(profile: OutputProfile): OutputProfile[] {
  const { width, height } = PROFILE_FRAMES[profile];
  return profilesOfSize(width, height);
}

/**
 * Where every profile of `profile`'s size is clear (their safe areas' intersection). The layout
 * of a size is composed there whichever of them a video asks for: one render serves them all,
 * and a preview of one shows exactly what each output of that size will be.
 */
export function sharedSafeArea(profile: OutputProfile): Box {
  const areas = sameSizeProfiles(profile).map(profileSafeArea);
  const x = Math.max(...areas.map((a) => a.x));
  const y = Math.max(...areas.map((a) => a.y));
  const right = Math.min(...areas.map((a) => a.x + a.width));
  const bottom = Math.min(...areas.map((a) => a.y + a.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The profiles grouped by frame size, in the order first named: each group is composed once. */
export function profilesBySize(profiles: readonly OutputProfile[]): OutputProfile[][] {
  const groups = new Map<string, OutputProfile[]>();
  for (const profile of profiles) {
    const { width, height } = PROFILE_FRAMES[profile];
    const key = `${width}x${height}`;
    groups.set(key, [...(groups.get(key) ?? []), profile]);
  }
  return [...groups.values()];
}
