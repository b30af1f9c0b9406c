import { Module } from '@nestjs/common';
import { ProductSyncsHandlers } from './product-syncs.handlers.js';
import { ProductSyncsService } from './product-syncs.service.js';

@Module({ controllers: [ProductSyncsHandlers], providers: [ProductSyncsService] })
export class ProductSyncsModule {}
