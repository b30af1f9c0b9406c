import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module.js';
import { PreviewsHandlers } from './previews.handlers.js';
import { PreviewsService } from './previews.service.js';

@Module({ imports: [VideosModule], controllers: [PreviewsHandlers], providers: [PreviewsService] })
export class PreviewsModule {}
