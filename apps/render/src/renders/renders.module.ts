import { Module } from '@nestjs/common';
import { objectStorageProvider } from './object-storage.provider.js';
import { RenderQueueMetrics } from './render-metrics.js';
import { RenderWorker } from './render-worker.js';

@Module({ providers: [objectStorageProvider, RenderWorker, RenderQueueMetrics] })
export class RendersModule {}
