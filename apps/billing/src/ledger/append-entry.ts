import type { EntityManager } from 'typeorm';
import type { TransactionPlatform, TransactionType } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { enqueueEvent } from '@reelsmith/messaging';
import { BalanceEntity } from './balance.entity.js';
import { TransactionEntity } from './transaction.entity.js';

export interface LedgerEntry {
  account_id: string;
  /** Signed credits. */
  amount: number;
  type: TransactionType;
  description: string;
  platform: TransactionPlatform;
  /** The effect this entry records; an effect is recorded at most once. */
  source_key: string;
  /** A paid top-up makes the account premium in the same transaction. */
  makes_premium?: boolean;
}

export interface DebitOptions {
  /**
   * A debit that takes the balance from at least this many credits to below it announces
   * `billing.balance_ran_low` in the same transaction.
   */
  lowBalanceThreshold: number;
}

export type DebitOutcome =
  { kind: 'debited'; transaction: TransactionEntity } | { kind: 'insufficient_credits'; credits: number };

/** First key of the ledger's advisory locks, a key space apart from the migration lock's. */
const SOURCE_KEY_LOCK_SPACE = 7301;

/*
 * The only two ways credits change. Each moves the balance and appends the ledger row inside
 * the caller's transaction, so the balance always equals the sum of the rows, and each
 * records an effect (`source_key`) at most once: a repeat changes nothing and returns the
 * row recorded the first time.
 */

/** Credits in (`amount` > 0). */
export async function appendCredit(manager: EntityManager, entry: LedgerEntry): Promise<TransactionEntity> {
  const recorded = await lockEffect(manager, entry.source_key);
  if (recorded) return recorded;
  return insertRow(manager, entry, await addCredits(manager, entry));
}

/**
 * Credits out (`amount` < 0), only if the balance covers them. The debit is one conditional
 * UPDATE: under READ COMMITTED a concurrent debit waits for the row lock and re-checks
 * `credits + amount >= 0` on the committed value, so two debits never spend the same credits.
 * The same UPDATE tells the balance before and after, so exactly the debit that crosses the
 * low-balance threshold announces it, however many run at once.
 */
export async function appendDebit(
  manager: EntityManager,
  entry: LedgerEntry,
  options: DebitOptions,
): Promise<DebitOutcome> {
  const recorded = await lockEffect(manager, entry.source_key);
  if (recorded) return { kind: 'debited', transaction: recorded };
  const balance = await takeCredits(manager, entry);
  if (balance === undefined) {
    const current = await manager.findOneBy(BalanceEntity, { account_id: entry.account_id });
    return { kind: 'insufficient_credits', credits: current?.credits ?? 0 };
  }
  const threshold = options.lowBalanceThreshold;
  if (balance.before >= threshold && balance.after < threshold) {
    await enqueueEvent(manager, 'billing.balance_ran_low', {
      account_id: entry.account_id,
      credits: balance.after,
      threshold,
    });
  }
  return { kind: 'debited', transaction: await insertRow(manager, entry, balance.after) };
}

/**
 * Serialises work on one effect until the transaction ends, then returns its row if it was
 * recorded before: a concurrent repeat waits here and finds the first one's row. The UNIQUE
 * constraint on source_key stays as the backstop.
 */
async function lockEffect(manager: EntityManager, sourceKey: string): Promise<TransactionEntity | null> {
  await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SOURCE_KEY_LOCK_SPACE, sourceKey]);
  return manager.findOneBy(TransactionEntity, { source_key: sourceKey });
}

async function insertRow(manager: EntityManager, entry: LedgerEntry, balanceAfter: number): Promise<TransactionEntity> {
  const transaction = manager.create(TransactionEntity, {
    id: newId('txn'),
    account_id: entry.account_id,
    amount: entry.amount,
    type: entry.type,
    description: entry.description,
    platform: entry.platform,
    source_key: entry.source_key,
    balance_after: balanceAfter,
    created_at: new Date(),
  });
  await manager.insert(TransactionEntity, transaction);
  return transaction;
}

/** Credits in: creates the balance row of an account seen for the first time. */
async function addCredits(manager: EntityManager, entry: LedgerEntry): Promise<number> {
  const rows = await manager.query<Array<{ credits: number }>>(
    `INSERT INTO "balances" ("account_id", "credits", "is_premium", "updated_at")
     VALUES ($1, $2, $3, now())
     ON CONFLICT ("account_id") DO UPDATE SET
       "credits" = "balances"."credits" + EXCLUDED."credits",
       "is_premium" = "balances"."is_premium" OR EXCLUDED."is_premium",
       "updated_at" = EXCLUDED."updated_at"
     RETURNING "credits"`,
    [entry.account_id, entry.amount, entry.makes_premium ?? false],
  );
  return rows[0]!.credits;
}

/**
 * Credits out, only if they are there: the balance before and after this debit, as the row
 * lock saw them; undefined when the balance cannot cover it.
 */
async function takeCredits(
  manager: EntityManager,
  entry: LedgerEntry,
): Promise<{ before: number; after: number } | undefined> {
  const rows = await manager.query<Array<{ before: number; after: number }>>(
    `WITH "debited" AS (
       UPDATE "balances" SET "credits" = "credits" + $2, "updated_at" = now()
       WHERE "account_id" = $1 AND "credits" + $2 >= 0
       RETURNING "credits" - $2 AS "before", "credits" AS "after"
     )
     SELECT "before", "after" FROM "debited"`,
    [entry.account_id, entry.amount],
  );
  return rows[0];
}
