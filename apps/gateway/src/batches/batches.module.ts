import { Module } from '@nestjs/common';
import { BatchesController } from './batches.controller.js';

@Module({ controllers: [BatchesController] })
export class BatchesModule {}
