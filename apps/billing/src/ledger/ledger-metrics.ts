import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { DataSource } from 'typeorm';

/**
 * Credits taken by videos and given back, read from the ledger at scrape time rather than
 * counted as they happen: the ledger is the authority, so redeliveries, replays and rolled-back
 * transactions can never make the metric disagree with it. Usage and refund rows are never
 * deleted, so the sums only grow, as a counter's must.
 */
const ledgers = new Set<DataSource>();

async function ledgerSum(type: 'usage' | 'refund'): Promise<number> {
  let total = 0;
  for (const dataSource of ledgers) {
    const [row] = await dataSource.query<{ total: string }[]>(
      'SELECT coalesce(sum(abs(amount)), 0)::bigint AS total FROM transactions WHERE type = $1',
      [type],
    );
    total += Number(row?.total ?? 0);
  }
  return total;
}

new Counter({
  name: 'reelsmith_credits_debited_total',
  help: 'Credits taken by videos (ledger usage entries).',
  async collect() {
    this.reset();
    this.inc(await ledgerSum('usage'));
  },
});

new Counter({
  name: 'reelsmith_credits_refunded_total',
  help: 'Credits given back for failed videos (ledger refund entries).',
  async collect() {
    this.reset();
    this.inc(await ledgerSum('refund'));
  },
});

@Injectable()
export class LedgerMetrics implements OnModuleInit, OnModuleDestroy {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    ledgers.add(this.dataSource);
  }

  onModuleDestroy(): void {
    ledgers.delete(this.dataSource);
  }
}
