import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { VideoChargesReactions } from './video-charges.reactions.js';
import { VideoChargesService } from './video-charges.service.js';

@Module({ imports: [LedgerModule], providers: [VideoChargesService, VideoChargesReactions] })
export class VideoChargesModule {}
