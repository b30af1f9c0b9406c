import type { RequestOptions, Transport } from '../transport.js';
import type { Voice, VoiceListParams } from '../types.js';

/** The voices a video can speak with (`voice` on `videos.create`), as the render fleet has them. */
export class Voices {
  constructor(private readonly transport: Transport) {}

  /** Every voice, or a language's, in one page. */
  async list(params: VoiceListParams = {}, options?: RequestOptions): Promise<Voice[]> {
    const page = await this.transport.json<{ data: Voice[] }>({
      method: 'GET',
      path: '/voices',
      query: params,
      options,
    });
    return page.data;
  }

  /** A few seconds of the voice, as a WAV, to choose by ear. */
  sample(id: string, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({
      method: 'GET',
      path: `/voices/${encodeURIComponent(id)}/sample`,
      options,
      accept: 'audio/wav',
    });
  }
}
