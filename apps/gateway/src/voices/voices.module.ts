import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { VoicesController } from './voices.controller.js';

@Module({ imports: [FilesModule], controllers: [VoicesController] })
export class VoicesModule {}
