import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** What every record created under a client's Idempotency-Key carries. */
export interface IdempotentRecord {
  account_id: string;
  idempotency_key: string | null;
}

/** The record an earlier attempt with the same Idempotency-Key created, if any. */
export function findByIdempotencyKey<E extends ObjectLiteral & IdempotentRecord>(
  manager: EntityManager,
  target: EntityTarget<E>,
  accountId: string,
  idempotencyKey: string | null | undefined,
): Promise<E | null> {
  if (!idempotencyKey) return Promise.resolve(null);
  return manager.findOneBy(target, { account_id: accountId, idempotency_key: idempotencyKey } as never);
}

/**
 * Inserts a record made for a client's Idempotency-Key, or answers the one an earlier attempt
 * made: the table's unique index on (account_id, idempotency_key) decides, so concurrent
 * attempts and retries after a timeout or a crash end with one record. `created` tells the
 * caller whether to announce it.
 */
export async function insertOnce<E extends ObjectLiteral & IdempotentRecord>(
  manager: EntityManager,
  target: EntityTarget<E>,
  record: E,
): Promise<{ record: E; created: boolean }> {
  if (!record.idempotency_key) {
    await manager.insert(target, record);
    return { record, created: true };
  }
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(target)
    .values(record)
    .orIgnore()
    .returning('*')
    .execute();
  if ((result.raw as unknown[]).length > 0) return { record, created: true };
  const existing = await findByIdempotencyKey(manager, target, record.account_id, record.idempotency_key);
  if (!existing) throw new Error('insertOnce: the insert conflicted, but not on the idempotency key');
  return { record: existing, created: false };
}
