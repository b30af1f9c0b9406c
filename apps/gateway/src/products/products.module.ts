import { Module } from '@nestjs/common';
import { ImportSlots } from './import-slots.js';
import { ProductReads } from './product-reads.js';
import { ProductsController } from './products.controller.js';

@Module({ controllers: [ProductsController], providers: [ProductReads, ImportSlots] })
export class ProductsModule {}
