import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { VideoChargesReactions } from './video-charges.reactions.js';

@Module({ imports: [LedgerModule], providers: [VideoChargesReactions] })
export class VideoChargesModule {}
