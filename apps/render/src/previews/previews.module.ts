import { Module } from '@nestjs/common';
import { objectStorageProvider } from '../renders/object-storage.provider.js';
import { StillPreviewsHandlers } from './still-previews.handlers.js';

@Module({ controllers: [StillPreviewsHandlers], providers: [objectStorageProvider] })
export class PreviewsModule {}
