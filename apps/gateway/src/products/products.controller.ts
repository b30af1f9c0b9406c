import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { ValidBody, ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { ImportSlots } from './import-slots.js';
import { ProductReads } from './product-reads.js';
import {
  createProductBody,
  deletedProductSchema,
  importProductBody,
  productListSchema,
  productSchema,
  updateProductBody,
  type CreateProductBody,
  type ImportProductBody,
  type UpdateProductBody,
} from './products.schemas.js';

const TAG = 'Products';
/** The catalog spends at most 20 s on the page (PRODUCT_IMPORT_TIMEOUT_SECONDS); then parsing and the hop. */
const IMPORT_TIMEOUT_MS = 25_000;

/** REST adapter for the catalog's products: validate, ask the catalog over NATS, answer. */
@Controller('products')
export class ProductsController {
  constructor(
    private readonly bus: MessageBus,
    private readonly reads: ProductReads,
    private readonly importSlots: ImportSlots,
  ) {}

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Create a product',
    status: 201,
    body: createProductBody,
    response: productSchema,
    description:
      'Send `image_url`, `images` (1–10, the main one first) or both (then `image_url` must be `images[0]`). ' +
      'An `external_id` another product of the account has is `400 external_id_taken`.',
    errors: [400, 409, 413, 415],
  })
  create(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: CreateProductBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    const { image_url: imageUrl, images, ...fields } = body;
    return this.bus.request('catalog.create_product', {
      account_id: account.id,
      ...fields,
      // The schema requires one of the two, and that they agree.
      images: images ?? [imageUrl!],
      idempotency_key: idempotencyKey,
    });
  }

  @Post('import')
  @Endpoint({
    tag: TAG,
    summary: "Create a product from a shop's product page",
    description:
      'Reads schema.org `Product` JSON-LD, else OpenGraph and `product:price:*` tags, else `<title>` and the ' +
      'largest image. The page is fetched under the SSRF rules of product images (10 s, 2 MB, 3 redirects). ' +
      'An unreachable page is `400 url_unreachable`, one without a usable name and image `400 product_not_found`. ' +
      'An account may have 2 imports running at once (`IMPORT_CONCURRENCY_PER_ACCOUNT`); more answer `429 too_many_imports`.',
    status: 201,
    body: importProductBody,
    response: productSchema,
    errors: [400, 409, 413, 415],
  })
  import(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: ImportProductBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    return this.importSlots.run(account.id, () =>
      this.bus.request(
        'catalog.import_product',
        { account_id: account.id, url: body.url, idempotency_key: idempotencyKey },
        { timeoutMs: IMPORT_TIMEOUT_MS },
      ),
    );
  }

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List products, newest first',
    query: listQuerySchema,
    response: productListSchema,
    errors: [400],
  })
  list(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('catalog.list_products', { account_id: account.id, ...query });
  }

  @Get(':id')
  @Endpoint({ tag: TAG, summary: 'Retrieve a product', response: productSchema, errors: [404] })
  get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.reads.get({ account_id: account.id, id });
  }

  @Patch(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Update a product',
    description:
      'Changes only the fields sent; `null` clears `description`, `price`, `external_id` or `brand`. `images` replaces ' +
      'every image; `image_url` alone replaces the main one (`images[0]`) and keeps the others.',
    body: updateProductBody,
    response: productSchema,
    errors: [400, 404, 413, 415],
  })
  update(
    @CurrentAccount() account: AuthenticatedAccount,
    @Param('id') id: string,
    @ValidBody() changes: UpdateProductBody,
  ) {
    return this.bus.request('catalog.update_product', { account_id: account.id, id, changes });
  }

  @Delete(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Delete a product',
    description: 'Cannot be undone. Videos already made from the product keep working.',
    response: deletedProductSchema,
    errors: [404],
  })
  delete(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('catalog.delete_product', { account_id: account.id, id });
  }
}
