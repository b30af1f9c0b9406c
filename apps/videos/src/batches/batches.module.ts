import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module.js';
import { BatchInputs } from './batch-inputs.js';
import { BatchReleaser } from './batch-releaser.js';
import { BatchSagaReactions } from './batch-saga.reactions.js';
import { BatchesHandlers } from './batches.handlers.js';
import { BatchesService } from './batches.service.js';

@Module({
  imports: [VideosModule],
  controllers: [BatchesHandlers],
  providers: [BatchesService, BatchInputs, BatchReleaser, BatchSagaReactions],
})
export class BatchesModule {}
