import type { Video } from '@reelsmith/sdk';

/** `captions_url` is in the contract, but not yet in every record the API sends. */
export function captionsUrlOf(video: Video): string | undefined {
  return 'captions_url' in video && typeof video.captions_url === 'string' ? video.captions_url : undefined;
}

/**
 * The WebVTT the player shows as a track: none when the captions are burned into the picture,
 * where a second copy would stand over the first (and over the controls on a phone).
 */
export function playerCaptionsTrack(video: Video): string | undefined {
  return video.user_prompt.captions === true ? undefined : captionsUrlOf(video);
}

/** What the render had to change; records from before warnings existed have none. */
export function warningsOf(video: Video): Video['warnings'] {
  return Array.isArray(video.warnings) ? video.warnings : [];
}
