import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@reelsmith/database';
import { MessagingModule, OutboxMessage, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { AssetEntity } from './assets/asset.entity.js';
import { AssetsModule } from './assets/assets.module.js';
import { CATALOG_CONFIG, type CatalogConfig } from './config.js';
import { catalogMigrations } from './migrations/index.js';
import { ProductSyncChangeEntity, ProductSyncEntity } from './product-syncs/product-sync.entity.js';
import { ProductSyncsModule } from './product-syncs/product-syncs.module.js';
import { ProductEntity } from './products/product.entity.js';
import { ProductsModule } from './products/products.module.js';
import { TemplateEntity, TemplateVersionEntity } from './templates/template.entity.js';
import { TemplatesModule } from './templates/templates.module.js';

export const CATALOG_SERVICE_NAME = 'catalog';

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forService({
          serverUrl: config.POSTGRES_URL,
          database: config.CATALOG_DATABASE,
          migrationMode: config.DATABASE_MIGRATIONS,
          entities: [
            ProductEntity,
            ProductSyncEntity,
            ProductSyncChangeEntity,
            TemplateEntity,
            TemplateVersionEntity,
            AssetEntity,
            OutboxMessage,
          ],
          migrations: catalogMigrations,
        }),
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: CATALOG_SERVICE_NAME,
          outbox: true,
        }),
        HealthModule.forRoot({ database: true }),
        ProductsModule,
        ProductSyncsModule,
        TemplatesModule,
        AssetsModule,
      ],
      providers: [{ provide: CATALOG_CONFIG, useValue: config }],
      exports: [CATALOG_CONFIG],
    };
  }
}
