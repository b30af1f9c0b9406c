import { Payload } from '@nestjs/microservices';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import type {
  CreateProductCommand,
  DeleteProductCommand,
  GetProductQuery,
  GetProductsQuery,
  ImportProductCommand,
  ListProductsQuery,
  UpdateProductCommand,
} from '@reelsmith/contracts';
import { ProductImporter } from './import/product-importer.js';
import { ProductsService } from './products.service.js';

/** NATS adapter: each request goes straight to one `ProductsService` method. */
@RequestHandlers()
export class ProductsHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly importer: ProductImporter,
  ) {}

  @HandleRequest('catalog.create_product')
  create(@Payload() command: CreateProductCommand) {
    return this.products.create(command);
  }

  @HandleRequest('catalog.import_product')
  import(@Payload() command: ImportProductCommand) {
    return this.importer.import(command);
  }

  @HandleRequest('catalog.get_product')
  get(@Payload() query: GetProductQuery) {
    return this.products.get(query);
  }

  @HandleRequest('catalog.get_products')
  getMany(@Payload() query: GetProductsQuery) {
    return this.products.getMany(query);
  }

  @HandleRequest('catalog.list_products')
  list(@Payload() query: ListProductsQuery) {
    return this.products.list(query);
  }

  @HandleRequest('catalog.update_product')
  update(@Payload() command: UpdateProductCommand) {
    return this.products.update(command);
  }

  @HandleRequest('catalog.delete_product')
  delete(@Payload() command: DeleteProductCommand) {
    return this.products.delete(command);
  }
}
