import type { EntityManager } from 'typeorm';

/** First keys of the advisory locks, apart from the ledger's (7301) and migrations'. */
const VIDEO_LOCK_SPACE = 7302;
const BATCH_LOCK_SPACE = 7303;

/** Holds one video's charge decision until the transaction ends. */
export async function lockVideo(manager: EntityManager, videoId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [VIDEO_LOCK_SPACE, videoId]);
}

/**
 * Holds one batch's charge until the transaction ends. Taken before any of its videos' locks:
 * a batch's charge decides for thousands of videos at once, and taking each video's lock there
 * would outgrow PostgreSQL's lock table.
 */
export async function lockBatch(manager: EntityManager, batchId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [BATCH_LOCK_SPACE, batchId]);
}
