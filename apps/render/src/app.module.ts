import { Module, type DynamicModule } from '@nestjs/common';
import { MessagingModule, natsCredentialsOf } from '@reelsmith/messaging';
import { HealthModule } from '@reelsmith/observability';
import { RENDER_CONFIG, type RenderConfig } from './config.js';
import { PreviewsModule } from './previews/previews.module.js';
import { RendersModule } from './renders/renders.module.js';
import { ValidationModule } from './validation/validation.module.js';
import { VoicesModule } from './voices/voices.module.js';

export const RENDER_SERVICE_NAME = 'render';

/** Stateless render workers: no database, only NATS and the object storage. */
@Module({})
export class AppModule {
  static forRoot(config: RenderConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MessagingModule.forRoot({
          url: config.NATS_URL,
          ...natsCredentialsOf(config),
          name: RENDER_SERVICE_NAME,
          events: { ackWaitMs: config.RENDER_ACK_WAIT * 1000, maxDeliver: config.RENDER_MAX_DELIVER },
        }),
        HealthModule.forRoot({ database: false }),
        RendersModule,
        PreviewsModule,
        ValidationModule,
        VoicesModule,
      ],
      providers: [{ provide: RENDER_CONFIG, useValue: config }],
      exports: [RENDER_CONFIG],
    };
  }
}
