import { Module } from '@nestjs/common';
import { TemplatesHandlers } from './templates.handlers.js';
import { TemplatesService } from './templates.service.js';

@Module({ controllers: [TemplatesHandlers], providers: [TemplatesService] })
export class TemplatesModule {}
