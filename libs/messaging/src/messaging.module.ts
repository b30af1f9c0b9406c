import { Module, type DynamicModule } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { DEFAULT_TIMEOUT_MS, MESSAGE_BUS_CLIENT, MESSAGE_BUS_TIMEOUT_MS, MessageBus } from './message-bus.js';
import { natsClientOptions, type NatsConnectionSettings } from './nats-options.js';
import { OutboxRelay } from './outbox.js';

/** The NATS client side of an app: typed requests, and (with `outbox`) durable events. */
@Module({})
export class MessagingModule {
  static forRoot(
    settings: NatsConnectionSettings & { outbox?: boolean; requestTimeoutMs?: number },
  ): DynamicModule {
    const providers = [
      {
        provide: MESSAGE_BUS_CLIENT,
        useFactory: () => new ClientNats(natsClientOptions(settings).options ?? {}),
      },
      { provide: MESSAGE_BUS_TIMEOUT_MS, useValue: settings.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS },
      MessageBus,
      ...(settings.outbox ? [OutboxRelay] : []),
    ];
    return {
      module: MessagingModule,
      global: true,
      providers,
      exports: [MessageBus, ...(settings.outbox ? [OutboxRelay] : [])],
    };
  }
}
