import { Module } from '@nestjs/common';
import { objectStorageProvider } from './object-storage.provider.js';
import { RenderQueueMetrics } from './render-metrics.js';
import { RenderWorker } from './render-worker.js';
import { VoicesModule } from '../voices/voices.module.js';

@Module({ imports: [VoicesModule], providers: [objectStorageProvider, RenderWorker, RenderQueueMetrics] })
export class RendersModule {}
