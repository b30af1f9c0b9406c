import { Module } from '@nestjs/common';
import { LedgerHandlers } from './ledger.handlers.js';
import { LedgerService } from './ledger.service.js';

@Module({
  controllers: [LedgerHandlers],
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}
