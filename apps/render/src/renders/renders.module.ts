import { Module } from '@nestjs/common';
import { objectStorageProvider } from './object-storage.provider.js';
import { RenderWorker } from './render-worker.js';

@Module({ providers: [objectStorageProvider, RenderWorker] })
export class RendersModule {}
