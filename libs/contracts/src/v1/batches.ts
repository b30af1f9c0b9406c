import type { Language } from './languages.js';
import type { AccountScoped, ListQuery, ListResult } from './lists.js';
import type { MusicChoice } from './music.js';
import type { OutputRequest } from './outputs.js';

export const BATCH_STATUSES = ['processing', 'completed', 'canceled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Most products, templates and videos one batch may name. */
export const BATCH_LIMITS = { products: 1_000, templates: 10, languages: 33, videos: 10_000 } as const;

/** How many of a batch's videos stand where: `queued` counts those charged but not yet released to a worker too. */
export interface BatchCounts {
  total: number;
  queued: number;
  processing: number;
  completed: number;
  failed: number;
}

/**
 * Many videos made at once: one per product × template × language, paid by one `usage`
 * transaction of `credits_reserved` and refunded video by video for those that fail.
 */
export interface Batch {
  id: string;
  status: BatchStatus;
  counts: BatchCounts;
  template_ids: string[];
  languages: Language[];
  user_prompt: Record<string, unknown>;
  /** The outputs every video makes besides its MP4 (publish profiles, other formats); empty for none. */
  outputs: OutputRequest[];
  webhook_url: string | null;
  /** The feed sync whose changed products the batch was made of; null when it named products. */
  sync_id: string | null;
  /** What the whole batch was charged when it was made (refunds are separate transactions). */
  credits_reserved: number;
  created_at: string;
  /** When its last video ended (completed, failed or canceled). */
  completed_at: string | null;
}

export interface CreateBatchCommand extends AccountScoped {
  /** The products, or (exactly one of the two) a sync whose created and updated products are meant. */
  product_ids?: string[];
  sync_id?: string;
  template_ids: string[];
  languages: Language[];
  user_prompt: Record<string, unknown>;
  /** A voice of the batch's (one) language; absent: each language's default voice. */
  voice?: string;
  /** Music under every video; absent: each template's default; null: none. */
  music?: MusicChoice | null;
  /** Extra files for every video (publish profiles, other formats); absent: none. */
  outputs?: OutputRequest[];
  webhook_url: string | null;
  idempotency_key?: string;
}

export interface GetBatchQuery extends AccountScoped {
  id: string;
}

export type ListBatchesQuery = AccountScoped & ListQuery;

export interface BatchRequests {
  'videos.create_batch': { request: CreateBatchCommand; response: Batch };
  'videos.get_batch': { request: GetBatchQuery; response: Batch };
  'videos.list_batches': { request: ListBatchesQuery; response: ListResult<Batch> };
  'videos.cancel_batch': { request: GetBatchQuery; response: Batch };
  /**
   * An idle render worker asks for batch work: one batch video is released to the render queue
   * (the next account's turn), if any waits. Batch videos enter the queue only so, never ahead.
   */
  'videos.release_batch_video': { request: { worker: string }; response: { released: boolean } };
}

/** One video of a batch as billing prices it. */
export interface BatchVideoPrice {
  video_id: string;
  credits: number;
}

/**
 * A batch's saga: created → charged as a whole (or declined as a whole) → its videos released
 * to the workers a few at a time → each ends as any video does → completed when the last ends.
 */
export interface BatchEvents {
  /** Billing takes `credits` once (the sum of `videos`' prices), or declines the whole batch. */
  'batch.created': { batch_id: string; account_id: string; credits: number; videos: BatchVideoPrice[] };
  'billing.batch_charged': {
    batch_id: string;
    account_id: string;
    credits: number;
    /** The usage row; null when nothing was left to charge (every video had already failed). */
    transaction_id: string | null;
  };
  'billing.batch_charge_declined': { batch_id: string; account_id: string; credits: number };
  /** Every video of the batch has ended (its record as it stands). */
  'batch.completed': { account_id: string; batch: Batch };
}
