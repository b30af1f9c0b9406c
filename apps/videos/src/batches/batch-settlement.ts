import type { EntityManager } from 'typeorm';
import type { BatchCounts, VideoStatus } from '@reelsmith/contracts';
import { enqueueEvent } from '@reelsmith/messaging';
import { BatchEntity } from './batch.entity.js';

/** How many of a batch's videos stand in each status, read in one grouped query. */
export async function batchCounts(manager: EntityManager, batchId: string): Promise<BatchCounts> {
  const rows = await manager.query<Array<{ status: VideoStatus; count: string }>>(
    `SELECT status, count(*) AS count FROM videos WHERE batch_id = $1 GROUP BY status`,
    [batchId],
  );
  const counts: BatchCounts = { total: 0, queued: 0, processing: 0, completed: 0, failed: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.total += Number(row.count);
  }
  return counts;
}

/**
 * Ends a batch whose last video has just ended, announcing `batch.completed` in the caller's
 * transaction (the one that ended that video, or canceled the batch). The batch's row is locked
 * first: of two videos ending at once, the second to get the lock sees the first's change
 * (READ COMMITTED reads anew per statement), so exactly one of them ends the batch.
 */
export async function settleBatch(
  manager: EntityManager,
  batchId: string,
  ending: 'completed' | 'canceled' = 'completed',
): Promise<boolean> {
  const batch = await manager.findOne(BatchEntity, { where: { id: batchId }, lock: { mode: 'pessimistic_write' } });
  if (!batch || batch.status !== 'processing') return false;
  const counts = await batchCounts(manager, batchId);
  if (counts.queued + counts.processing > 0) return false;
  batch.status = ending;
  batch.completed_at = new Date();
  await manager.save(batch);
  await enqueueEvent(manager, 'batch.completed', { account_id: batch.account_id, batch: batch.toContract(counts) });
  return true;
}
