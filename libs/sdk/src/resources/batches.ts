import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Batch, BatchCreateParams, BatchListParams } from '../types.js';
import { waitUntilEnded, type WaitOptions } from './wait-until-ended.js';

export class Batches {
  constructor(private readonly transport: Transport) {}

  /**
   * Makes one video per product × template × language, charged at once (202); the videos carry
   * `batch_id`. Pass an `idempotencyKey` so a retry never makes (or charges) a second batch.
   */
  create(params: BatchCreateParams, options?: RequestOptions): Promise<Batch> {
    return this.transport.json({ method: 'POST', path: '/batches', body: params, options });
  }

  retrieve(id: string, options?: RequestOptions): Promise<Batch> {
    return this.transport.json({ method: 'GET', path: `/batches/${encodeURIComponent(id)}`, options });
  }

  list(params: BatchListParams = {}, options?: RequestOptions): PageRequest<Batch, BatchListParams> {
    return this.transport.list<Batch, BatchListParams>('/batches', params, options);
  }

  /** Cancels every video of the batch not yet ended (each refunded); the batch ends `canceled`. */
  cancel(id: string, options?: RequestOptions): Promise<Batch> {
    return this.transport.json({ method: 'POST', path: `/batches/${encodeURIComponent(id)}/cancel`, options });
  }

  /** Resolves with the batch once every video of it has ended (`completed` or `canceled`). */
  waitFor(id: string, options: WaitOptions = {}): Promise<Batch> {
    return waitUntilEnded(
      `Batch ${id}`,
      (signal) => this.retrieve(id, signal ? { signal } : undefined),
      (batch) => batch.status !== 'processing',
      options,
    );
  }
}
