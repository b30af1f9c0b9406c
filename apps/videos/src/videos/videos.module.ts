import { Module } from '@nestjs/common';
import { DeadLetterReactions } from './dead-letters.reactions.js';
import { RenderWatchdog } from './render-watchdog.js';
import { VideoInputs } from './video-inputs.js';
import { VideoSagaReactions } from './video-saga.reactions.js';
import { VideosHandlers } from './videos.handlers.js';
import { VideosService } from './videos.service.js';

@Module({
  controllers: [VideosHandlers],
  providers: [VideosService, VideoInputs, VideoSagaReactions, DeadLetterReactions, RenderWatchdog],
  exports: [VideoInputs],
})
export class VideosModule {}
