import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ServiceError,
  type Balance,
  type BalanceTransaction,
  type GrantCreditsCommand,
  type ListResult,
  type ListTransactionsQuery,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import { OutboxRelay } from '@reelsmith/messaging';
import { BILLING_CONFIG, type BillingConfig } from '../config.js';
import { appendCredit, appendDebit } from './append-entry.js';
import { BalanceEntity } from './balance.entity.js';
import { TransactionEntity } from './transaction.entity.js';

export type DebitResult =
  { outcome: 'debited'; transaction: BalanceTransaction } | { outcome: 'insufficient_credits'; credits: number };

export type RefundResult = { outcome: 'refunded'; transaction: BalanceTransaction } | { outcome: 'nothing_to_refund' };

/** A usage row names what it paid for: a video, or a batch of them. */
const usageKey = (subjectId: string) => `usage:${subjectId}`;
const refundKey = (videoId: string) => `refund:${videoId}`;

/**
 * Credits: balances, the ledger behind them, and the operations that move them. Every
 * operation is idempotent per effect (a video, a top-up, a grant's idempotency key), so a
 * redelivered message or a retried request never moves credits twice.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRelay,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  private get transactions() {
    return this.dataSource.getRepository(TransactionEntity);
  }

  async balance(accountId: string): Promise<Balance> {
    return BalanceEntity.toContract(
      await this.dataSource.getRepository(BalanceEntity).findOneBy({ account_id: accountId }),
    );
  }

  async listTransactions(query: ListTransactionsQuery): Promise<ListResult<BalanceTransaction>> {
    const page = await paginate(this.transactions, { account_id: query.account_id }, query);
    return { data: page.data.map((transaction) => transaction.toContract()), has_more: page.has_more };
  }

  /** An operator's gift of credits. With an idempotency key, repeating it grants nothing more. */
  async grant(command: GrantCreditsCommand): Promise<BalanceTransaction> {
    assertPositiveCredits(command.amount, 'amount');
    // Keys are scoped to the account: the same key used for two accounts is two grants.
    const effect = command.idempotency_key ?? newId('txn');
    const transaction = await this.dataSource.transaction((manager) =>
      appendCredit(manager, {
        account_id: command.account_id,
        amount: command.amount,
        type: 'grant',
        description: command.description,
        platform: 'internal',
        source_key: `grant:${command.account_id}:${effect}`,
      }),
    );
    return transaction.toContract();
  }

  /**
   * Takes a video's cost once, when its render starts; never leaves the balance negative.
   * With `manager`, it runs inside the caller's transaction (so an event can commit with it).
   */
  async debitForVideo(
    accountId: string,
    videoId: string,
    credits: number,
    manager?: EntityManager,
  ): Promise<DebitResult> {
    return this.debitUsage(accountId, videoId, `Video ${videoId}`, credits, manager);
  }

  /** Takes a whole batch's cost once, as one `usage` transaction; all or nothing. */
  async debitForBatch(
    accountId: string,
    batchId: string,
    videos: number,
    credits: number,
    manager?: EntityManager,
  ): Promise<DebitResult> {
    return this.debitUsage(accountId, batchId, `Batch ${batchId} (${videos} videos)`, credits, manager);
  }

  private async debitUsage(
    accountId: string,
    subjectId: string,
    description: string,
    credits: number,
    manager?: EntityManager,
  ): Promise<DebitResult> {
    assertPositiveCredits(credits, 'credits');
    const result = await this.inTransaction(manager, (manager) =>
      appendDebit(
        manager,
        {
          account_id: accountId,
          amount: -credits,
          type: 'usage',
          description,
          platform: 'internal',
          source_key: usageKey(subjectId),
        },
        { lowBalanceThreshold: this.config.LOW_BALANCE_THRESHOLD },
      ),
    );
    return result.kind === 'insufficient_credits'
      ? { outcome: 'insufficient_credits', credits: result.credits }
      : { outcome: 'debited', transaction: result.transaction.toContract() };
  }

  /** Gives a failed video back the `credits` it was charged (alone, or as part of its batch), once. */
  async refundCharge(accountId: string, videoId: string, credits: number, manager: EntityManager): Promise<void> {
    assertPositiveCredits(credits, 'credits');
    await appendCredit(manager, {
      account_id: accountId,
      amount: credits,
      type: 'refund',
      description: `Refund of video ${videoId}`,
      platform: 'internal',
      source_key: refundKey(videoId),
    });
  }

  /** Gives a failed video back exactly what its usage took, once; nothing if it took nothing. */
  async refundVideo(accountId: string, videoId: string, manager?: EntityManager): Promise<RefundResult> {
    return this.inTransaction(manager, async (manager) => {
      const usage = await manager.findOneBy(TransactionEntity, {
        account_id: accountId,
        source_key: usageKey(videoId),
      });
      if (!usage) return { outcome: 'nothing_to_refund' };
      const refund = await appendCredit(manager, {
        account_id: accountId,
        amount: -usage.amount,
        type: 'refund',
        description: `Refund of video ${videoId}`,
        platform: 'internal',
        source_key: refundKey(videoId),
      });
      return { outcome: 'refunded', transaction: refund.toContract() };
    });
  }

  /**
   * `work` inside the caller's transaction, or in one of its own; then, after the commit, the
   * outbox relay is woken for what `work` announced (a caller with its own transaction wakes it).
   */
  private async inTransaction<T>(
    manager: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    if (manager) return work(manager);
    const result = await this.dataSource.transaction(work);
    this.outbox.wake();
    return result;
  }
}

function assertPositiveCredits(value: number, param: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ServiceError('parameter_invalid', `Invalid ${param}: must be a positive whole number of credits.`, param);
  }
}
