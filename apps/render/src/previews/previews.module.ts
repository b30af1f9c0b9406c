import { Module } from '@nestjs/common';
import { StillPreviewsHandlers } from './still-previews.handlers.js';

@Module({ controllers: [StillPreviewsHandlers] })
export class PreviewsModule {}
