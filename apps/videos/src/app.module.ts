import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule } from '@reelsmith/database';
import { MessagingModule, OutboxMessage, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { VIDEOS_CONFIG, type VideosConfig } from './config.js';
import { videosMigrations } from './migrations/index.js';
import { BatchEntity } from './batches/batch.entity.js';
import { BatchesModule } from './batches/batches.module.js';
import { PreviewsModule } from './previews/previews.module.js';
import { VideoEntity } from './videos/video.entity.js';
import { VideosModule } from './videos/videos.module.js';

export const VIDEOS_SERVICE_NAME = 'videos';

@Module({})
export class AppModule {
  static forRoot(config: VideosConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forService({
          serverUrl: config.POSTGRES_URL,
          database: config.VIDEOS_DATABASE,
          migrationMode: config.DATABASE_MIGRATIONS,
          entities: [VideoEntity, BatchEntity, OutboxMessage],
          migrations: videosMigrations,
        }),
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: VIDEOS_SERVICE_NAME,
          outbox: true,
          events: { ackWaitMs: config.EVENT_ACK_WAIT * 1000 },
        }),
        HealthModule.forRoot({ database: true }),
        VideosModule,
        BatchesModule,
        PreviewsModule,
      ],
      providers: [{ provide: VIDEOS_CONFIG, useValue: config }],
      exports: [VIDEOS_CONFIG],
    };
  }
}
