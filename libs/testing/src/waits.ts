import type { ApiClient } from './api-client.js';
import type { Balance, Video } from './api-shapes.js';
import { pollUntil } from './poll-until.js';

/** A video that has settled stays as it is: completed or failed. */
export function hasSettled(video: Pick<Video, 'status'>): boolean {
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
 * Polls `GET /videos/:id` until `until` holds (by default: until the video settles) and returns
 * the video. A video that settles without `until` holding ends the wait at once, with what it
 * ended as, instead of running into the timeout.
 */
export function waitForVideo(api: ApiClient, id: string, options: WaitForVideoOptions = {}): Promise<Video> {
  const until = options.until ?? hasSettled;
  const description = options.description ?? `video ${id} to settle`;
  return pollUntil(
    async () => {
      const response = await api.get<Video>(`/videos/${id}`);
      if (response.status !== 200) throw new Error(`GET /videos/${id} answered ${response.status}`);
      const video = response.body;
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

/** Polls `GET /balance` until it shows `credits` (a refund, a grant, a top-up arriving). */
export function waitForBalance(
  api: ApiClient,
  credits: number,
  options: { description?: string; timeoutMs?: number } = {},
): Promise<Balance> {
  return pollUntil(
    async () => {
      const balance = (await api.get<Balance>('/balance')).body;
      return balance.credits === credits ? balance : undefined;
    },
    { timeoutMs: options.timeoutMs ?? 90_000, description: options.description ?? `the balance to be ${credits}` },
  );
}
