import type { Balance, Reelsmith, Video } from '@reelsmith/sdk';
import { pollUntil } from './poll-until.js';

/** A video that has settled stays as it is: completed or failed. */
function hasSettled(video: Pick<Video, 'status'>): boolean {
  return video.status === 'completed' || video.status === 'failed';
}

export interface WaitForVideoOptions {
  /** What to wait for; by default that the video has settled (completed or failed). */
  until?: (video: Video) => boolean;
  /** What the wait is for, in the timeout's message. */
  description?: string;
  /** Renders share two cores with every other test: the default bound is generous. */
  timeoutMs?: number;
}

class VideoSettledElsewhere extends Error {}

/**
 * Polls the video until `until` holds (by default: until it settles) and returns it. A video
 * that settles without `until` holding ends the wait at once, with what it ended as, instead of
 * running into the timeout. (`rs.videos.waitFor` waits only for the end, and more slowly.)
 */
export function waitForVideo(rs: Reelsmith, id: string, options: WaitForVideoOptions = {}): Promise<Video> {
  const until = options.until ?? hasSettled;
  const description = options.description ?? `video ${id} to settle`;
  return pollUntil(
    async () => {
      const video = await rs.videos.retrieve(id);
      if (until(video)) return video;
      if (hasSettled(video)) {
        const error = video.error ? ` (${video.error.code}: ${video.error.message})` : '';
        throw new VideoSettledElsewhere(`Waiting for ${description}, but video ${id} ended ${video.status}${error}`);
      }
      return undefined;
    },
    { timeoutMs: options.timeoutMs ?? 240_000, intervalMs: 500, description, abortOn: VideoSettledElsewhere },
  );
}

/** Polls the balance until it shows `credits` (a refund, a grant, a top-up arriving). */
export function waitForBalance(
  rs: Reelsmith,
  credits: number,
  options: { description?: string; timeoutMs?: number } = {},
): Promise<Balance> {
  return pollUntil(
    async () => {
      const balance = await rs.balance.retrieve();
      return balance.credits === credits ? balance : undefined;
    },
    { timeoutMs: options.timeoutMs ?? 90_000, description: options.description ?? `the balance to be ${credits}` },
  );
}
