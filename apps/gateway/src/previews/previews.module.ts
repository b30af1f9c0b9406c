import { Module } from '@nestjs/common';
import { PreviewSlots } from './preview-slots.js';
import { PreviewsController } from './previews.controller.js';

@Module({ controllers: [PreviewsController], providers: [PreviewSlots] })
export class PreviewsModule {}
