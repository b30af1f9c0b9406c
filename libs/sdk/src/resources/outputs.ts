import type { RequestOptions, Transport } from '../transport.js';
import type { OutputKind } from '../types.js';

/** The extra files a video can ask for (`outputs` on videos and batches). */
export class Outputs {
  constructor(private readonly transport: Transport) {}

  /** Every publish profile and format `outputs` takes, with its frame and the credits it adds to a video. */
  async list(options?: RequestOptions): Promise<OutputKind[]> {
    const page = await this.transport.json<{ data: OutputKind[] }>({ method: 'GET', path: '/outputs', options });
    return page.data;
  }
}
