import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts `rows` in statements of `perStatement` rows each, inside the caller's transaction: a
 * batch's 10,000 rows are a few statements, not 10,000, and no statement passes PostgreSQL's
 * 65,535 parameters (keep `perStatement` × columns below that).
 */
export async function insertInChunks<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: E[],
  perStatement: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += perStatement) {
    await manager.insert(target, rows.slice(start, start + perStatement));
  }
}
