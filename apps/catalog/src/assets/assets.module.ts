import { Module } from '@nestjs/common';
import { AssetsHandlers } from './assets.handlers.js';
import { AssetsService } from './assets.service.js';

@Module({ controllers: [AssetsHandlers], providers: [AssetsService] })
export class AssetsModule {}
