import { ReelsmithError } from '../errors.js';
import type { PageRequest } from '../pagination.js';
import { sleep, type RequestOptions, type Transport } from '../transport.js';
import type { Video, VideoCreateParams, VideoListParams } from '../types.js';

export interface WaitOptions {
  /** How long to wait for the video to end; default 10 minutes. */
  timeoutMs?: number;
  /** How often to look; default 2 s. */
  intervalMs?: number;
  signal?: AbortSignal;
}

const ENDED: ReadonlySet<Video['status']> = new Set(['completed', 'failed']);

export class Videos {
  constructor(private readonly transport: Transport) {}

  /** Starts rendering; the video comes back `queued` (202) and ends `completed` or `failed`. */
  create(params: VideoCreateParams, options?: RequestOptions): Promise<Video> {
    return this.transport.json({ method: 'POST', path: '/videos', body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<Video> {
    return this.transport.json({ method: 'GET', path: `/videos/${encodeURIComponent(id)}`, options });
  }

  list(params: VideoListParams = {}, options?: RequestOptions): PageRequest<Video, VideoListParams> {
    return this.transport.list<Video, VideoListParams>('/videos', params, options);
  }

  /** Ends a queued or processing video as failed (`canceled`) and refunds its credits. */
  cancel(id: string, options?: RequestOptions): Promise<Video> {
    return this.transport.json({ method: 'POST', path: `/videos/${encodeURIComponent(id)}/cancel`, options });
  }

  /**
   * Resolves with the video once it has ended, `completed` or `failed` (look at `status` and
   * `error`); rejects with a `wait_timeout` ReelsmithError when it has not ended in time.
   */
  async waitFor(id: string, { timeoutMs = 600_000, intervalMs = 2_000, signal }: WaitOptions = {}): Promise<Video> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const video = await this.retrieve(id, signal ? { signal } : undefined);
      if (ENDED.has(video.status)) return video;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new ReelsmithError(0, {
          type: 'wait_timeout',
          message: `Video ${id} was still ${video.status} after ${timeoutMs} ms.`,
        });
      }
      await sleep(Math.min(intervalMs, left), signal);
    }
  }
}
