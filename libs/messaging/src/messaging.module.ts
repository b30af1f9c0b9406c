import { Module, type DynamicModule } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { MessageBus, MESSAGE_BUS_CLIENT } from './message-bus.js';
import { natsClientOptions, type NatsConnectionSettings } from './nats-options.js';
import { OutboxRelay } from './outbox.js';

/** The NATS client side of an app: typed requests, and (with `outbox`) durable events. */
@Module({})
export class MessagingModule {
  static forRoot(settings: NatsConnectionSettings & { outbox?: boolean }): DynamicModule {
    const providers = [
      {
        provide: MESSAGE_BUS_CLIENT,
        useFactory: () => new ClientNats(natsClientOptions(settings).options ?? {}),
      },
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
