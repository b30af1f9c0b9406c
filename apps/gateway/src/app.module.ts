import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { DatabaseModule } from '@reelsmith/database';
import { MessagingModule, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { AccountEntity } from './accounts/account.entity.js';
import { AssetsModule } from './assets/assets.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { ApiKeyEntity } from './accounts/api-key.entity.js';
import { AuthGuard } from './accounts/auth.guard.js';
import { BillingModule } from './billing/billing.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config.js';
import { ApiErrorFilter } from './http/api-error.filter.js';
import { InputGuard } from './http/input.guard.js';
import { IdempotencyKeyEntity } from './idempotency/idempotency-key.entity.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { gatewayMigrations } from './migrations/index.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { FilesModule } from './files/files.module.js';
import { LanguagesModule } from './languages/languages.module.js';
import { OutputsModule } from './outputs/outputs.module.js';
import { VoicesModule } from './voices/voices.module.js';
import { PreviewLeaseEntity } from './previews/preview-lease.entity.js';
import { PreviewsModule } from './previews/previews.module.js';
import { ProductSyncsModule } from './product-syncs/product-syncs.module.js';
import { ProductsModule } from './products/products.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { VideosModule } from './videos/videos.module.js';
import { BatchesModule } from './batches/batches.module.js';
import { RateLimitBucketEntity } from './rate-limit/rate-limit-bucket.entity.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { SharedRateLimit } from './rate-limit/shared-rate-limit.js';

export const GATEWAY_SERVICE_NAME = 'gateway';
export const gatewayEntities = [
  AccountEntity,
  ApiKeyEntity,
  IdempotencyKeyEntity,
  RateLimitBucketEntity,
  PreviewLeaseEntity,
];

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forService({
          serverUrl: config.POSTGRES_URL,
          database: config.GATEWAY_DATABASE,
          migrationMode: config.DATABASE_MIGRATIONS,
          entities: gatewayEntities,
          migrations: gatewayMigrations,
        }),
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: GATEWAY_SERVICE_NAME,
          requestTimeoutMs: config.SERVICE_TIMEOUT_MS,
        }),
        HealthModule.forRoot({ database: true }),
        AccountsModule,
        IdempotencyModule,
        OpenApiModule,
        FilesModule,
        ProductsModule,
        ProductSyncsModule,
        TemplatesModule,
        LanguagesModule,
        OutputsModule,
        VoicesModule,
        VideosModule,
        BatchesModule,
        PreviewsModule,
        WebhooksModule,
        BillingModule,
        AssetsModule,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        SharedRateLimit,
        { provide: APP_FILTER, useClass: ApiErrorFilter },
        // Order matters: the rate limit counts per API key, which AuthGuard resolves.
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        // Then the input's text, before any interceptor claims an Idempotency-Key for it.
        { provide: APP_GUARD, useClass: InputGuard },
      ],
      exports: [GATEWAY_CONFIG],
    };
  }
}
