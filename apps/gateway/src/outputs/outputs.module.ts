import { Module } from '@nestjs/common';
import { OutputsController } from './outputs.controller.js';

@Module({ controllers: [OutputsController] })
export class OutputsModule {}
