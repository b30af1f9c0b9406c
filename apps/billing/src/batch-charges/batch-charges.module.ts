import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { BatchChargesReactions } from './batch-charges.reactions.js';
import { BatchChargesService } from './batch-charges.service.js';

@Module({ imports: [LedgerModule], providers: [BatchChargesService, BatchChargesReactions] })
export class BatchChargesModule {}
