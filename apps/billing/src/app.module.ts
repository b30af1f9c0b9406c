import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@reelsmith/database';
import { MessagingModule, OutboxMessage, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { BatchChargeEntity } from './batch-charges/batch-charge.entity.js';
import { BatchChargesModule } from './batch-charges/batch-charges.module.js';
import { BILLING_CONFIG, type BillingConfig } from './config.js';
import { BalanceEntity } from './ledger/balance.entity.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { TransactionEntity } from './ledger/transaction.entity.js';
import { billingMigrations } from './migrations/index.js';
import { TopUpEntity } from './top-ups/top-up.entity.js';
import { VideoChargeEntity } from './video-charges/video-charge.entity.js';
import { TopUpsModule } from './top-ups/top-ups.module.js';
import { VideoChargesModule } from './video-charges/video-charges.module.js';

export const BILLING_SERVICE_NAME = 'billing';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forService({
          serverUrl: config.POSTGRES_URL,
          database: config.BILLING_DATABASE,
          migrationMode: config.DATABASE_MIGRATIONS,
          entities: [
            BalanceEntity,
            TransactionEntity,
            TopUpEntity,
            VideoChargeEntity,
            BatchChargeEntity,
            OutboxMessage,
          ],
          migrations: billingMigrations,
        }),
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: BILLING_SERVICE_NAME,
          outbox: true,
          events: { ackWaitMs: config.EVENT_ACK_WAIT * 1000 },
        }),
        HealthModule.forRoot({ database: true }),
        LedgerModule,
        TopUpsModule,
        VideoChargesModule,
        BatchChargesModule,
      ],
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
