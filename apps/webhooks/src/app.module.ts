import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@reelsmith/database';
import { MessagingModule, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from './config.js';
import { DeliveriesModule } from './deliveries/deliveries.module.js';
import { DeliveryAttemptEntity } from './deliveries/delivery-attempt.entity.js';
import { DeliveryEntity } from './deliveries/delivery.entity.js';
import { EndpointsModule } from './endpoints/endpoints.module.js';
import { WebhookEndpointEntity } from './endpoints/webhook-endpoint.entity.js';
import { webhooksMigrations } from './migrations/index.js';
import { SecretsModule } from './secrets/secrets.module.js';
import { SigningSecretEntity } from './secrets/signing-secret.entity.js';

export const WEBHOOKS_SERVICE_NAME = 'webhooks';

@Module({})
export class AppModule {
  static forRoot(config: WebhooksConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forService({
          serverUrl: config.POSTGRES_URL,
          database: config.WEBHOOKS_DATABASE,
          migrationMode: config.DATABASE_MIGRATIONS,
          entities: [SigningSecretEntity, WebhookEndpointEntity, DeliveryEntity, DeliveryAttemptEntity],
          migrations: webhooksMigrations,
          // Attempts in flight each record their outcome: room for them beside the API.
          poolSize: 20,
        }),
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: WEBHOOKS_SERVICE_NAME,
          events: { ackWaitMs: config.EVENT_ACK_WAIT * 1000 },
        }),
        HealthModule.forRoot({ database: true }),
        SecretsModule,
        DeliveriesModule,
        EndpointsModule,
      ],
      providers: [{ provide: WEBHOOKS_CONFIG, useValue: config }],
      exports: [WEBHOOKS_CONFIG],
    };
  }
}
