import { Module } from '@nestjs/common';
import { IdleWorkerAsks } from './idle-worker-asks.js';
import { objectStorageProvider } from './object-storage.provider.js';
import { RenderQueueMetrics } from './render-metrics.js';
import { RenderWorker } from './render-worker.js';
import { VoicesModule } from '../voices/voices.module.js';

@Module({
  imports: [VoicesModule],
  providers: [objectStorageProvider, RenderWorker, RenderQueueMetrics, IdleWorkerAsks],
})
export class RendersModule {}
