import { Module } from '@nestjs/common';
import { LedgerHandlers } from './ledger.handlers.js';
import { LedgerMetrics } from './ledger-metrics.js';
import { LedgerService } from './ledger.service.js';

@Module({
  controllers: [LedgerHandlers],
  providers: [LedgerService, LedgerMetrics],
  exports: [LedgerService],
})
export class LedgerModule {}
