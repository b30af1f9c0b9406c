import { Module } from '@nestjs/common';
import { ProductImporter } from './import/product-importer.js';
import { ProductsHandlers } from './products.handlers.js';
import { ProductsService } from './products.service.js';

@Module({
  controllers: [ProductsHandlers],
  providers: [ProductsService, ProductImporter],
})
export class ProductsModule {}
