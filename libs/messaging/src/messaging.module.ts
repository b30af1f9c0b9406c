import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ClientNats } from '@nestjs/microservices';
import {
  DEFAULT_TIMEOUT_MS,
  MESSAGE_BUS_CLIENT,
  MESSAGE_BUS_SETTINGS,
  MessageBus,
  type MessageBusSettings,
} from './message-bus.js';
import { connectionOptions, inboxPrefixOf, type NatsConnectionSettings } from './nats-options.js';
import { EVENT_CONSUMER_OPTIONS, EventConsumers } from './event-consumers.js';
import { OutboxRelay } from './outbox.js';

/** The NATS client side of an app: typed requests, and (with `outbox`) durable events. */
@Module({})
export class MessagingModule {
  static forRoot(
    settings: NatsConnectionSettings & {
      outbox?: boolean;
      requestTimeoutMs?: number;
      /**
       * Bind this app's `@HandleEvent` (and `@HandleDeadLetters`) methods to durable JetStream
       * consumers, with the service's default ack deadline and deliveries when given.
       */
      events?: boolean | { ackWaitMs?: number; maxDeliver?: number };
    },
  ): DynamicModule {
    const busSettings: MessageBusSettings = {
      timeoutMs: settings.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      inboxPrefix: inboxPrefixOf(settings.name),
    };
    const providers = [
      { provide: MESSAGE_BUS_CLIENT, useFactory: () => new ClientNats(connectionOptions(settings)) },
      { provide: MESSAGE_BUS_SETTINGS, useValue: busSettings },
      MessageBus,
      ...(settings.outbox ? [OutboxRelay] : []),
      ...(settings.events
        ? [
            {
              provide: EVENT_CONSUMER_OPTIONS,
              useValue: { service: settings.name, ...(typeof settings.events === 'object' ? settings.events : {}) },
            },
            EventConsumers,
          ]
        : []),
    ];
    return {
      module: MessagingModule,
      global: true,
      imports: settings.events ? [DiscoveryModule] : [],
      providers,
      exports: [MessageBus, ...(settings.outbox ? [OutboxRelay] : [])],
    };
  }
}
