import { Module } from '@nestjs/common';
import { ProductReads } from './product-reads.js';
import { ProductsController } from './products.controller.js';

@Module({ controllers: [ProductsController], providers: [ProductReads] })
export class ProductsModule {}
