import { Module } from '@nestjs/common';
import { ProductsHandlers } from './products.handlers.js';
import { ProductsService } from './products.service.js';

@Module({
  controllers: [ProductsHandlers],
  providers: [ProductsService],
})
export class ProductsModule {}
