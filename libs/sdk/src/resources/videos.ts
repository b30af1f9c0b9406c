import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Video, VideoCreateParams, VideoListParams } from '../types.js';
import { waitUntilEnded, type WaitOptions } from './wait-until-ended.js';

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
  waitFor(id: string, options: WaitOptions = {}): Promise<Video> {
    return waitUntilEnded(
      `Video ${id}`,
      (signal) => this.retrieve(id, signal ? { signal } : undefined),
      (video) => ENDED.has(video.status),
      options,
    );
  }
}
