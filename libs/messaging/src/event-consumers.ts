import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { runWithRequestId } from '@reelsmith/config';
import { EVENTS_STREAM, REQUEST_ID_HEADER, eventSubject, type EventName } from '@reelsmith/contracts';
import { EVENT_HANDLER, type EventContext } from './event-handler.decorator.js';
import { ensureEventsStream } from './jetstream.js';
import { MessageBus } from './message-bus.js';

export const EVENT_CONSUMER_OPTIONS = Symbol('EVENT_CONSUMER_OPTIONS');

export interface EventConsumerOptions {
  /** The consuming service: replicas of one service share its durable consumers. */
  service: string;
  /** How long a handler may run before JetStream redelivers its message. */
  ackWaitMs?: number;
}

type BoundHandler = (payload: unknown, context: EventContext) => Promise<void>;

const RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

/**
 * Binds every `@HandleEvent` method to a durable JetStream pull consumer named after the
 * service and the event, with explicit acks. A handler that throws gets its message back
 * after a growing delay; a crash leaves it unacked and JetStream redelivers it after ack_wait.
 * On shutdown consumers stop pulling and in-flight handlers finish before the app exits.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventConsumers.name);
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly bus: MessageBus,
    @Inject(EVENT_CONSUMER_OPTIONS) private readonly options: EventConsumerOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.discoverHandlers();
    if (handlers.size === 0) return;
    const connection = await this.bus.connection();
    await ensureEventsStream(connection);
    const manager = await jetstreamManager(connection);
    for (const [event, handler] of handlers) {
      const durable = durableName(this.options.service, event);
      await manager.consumers.add(EVENTS_STREAM, {
        durable_name: durable,
        filter_subject: eventSubject(event),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
        max_ack_pending: 100,
      });
      const consumer = await jetstream(connection).consumers.get(EVENTS_STREAM, durable);
      const messages = await consumer.consume({ max_messages: 20 });
      this.subscriptions.push(messages);
      this.loops.push(this.run(event, messages, handler));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((messages) => messages.close()));
    await Promise.all(this.loops);
  }

  private async run(event: EventName, messages: ConsumerMessages, handler: BoundHandler): Promise<void> {
    for await (const message of messages) await this.deliver(event, message, handler);
  }

  private async deliver(event: EventName, message: JsMsg, handler: BoundHandler): Promise<void> {
    const requestId = message.headers?.get(REQUEST_ID_HEADER) || `evt:${message.seq}`;
    const context: EventContext = {
      eventId: message.headers?.get('Nats-Msg-Id') || `seq:${message.seq}`,
      deliveryCount: message.info.deliveryCount,
    };
    await runWithRequestId(requestId, async () => {
      try {
        await handler(message.json(), context);
        message.ack();
      } catch (error) {
        const delay = RETRY_DELAYS_MS[Math.min(context.deliveryCount - 1, RETRY_DELAYS_MS.length - 1)]!;
        this.logger.warn({ err: error, event, event_id: context.eventId, retry_in_ms: delay }, 'event handler failed');
        message.nak(delay);
      }
    });
  }

  private discoverHandlers(): Map<EventName, BoundHandler> {
    const handlers = new Map<EventName, BoundHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = instance[method];
        if (typeof handler !== 'function') continue;
        const event = this.reflector.get<EventName | undefined>(EVENT_HANDLER, handler);
        if (!event) continue;
        if (handlers.has(event)) throw new Error(`Two handlers for ${event} in ${this.options.service}`);
        handlers.set(event, (payload, context) => handler.call(instance, payload, context) as Promise<void>);
      }
    }
    return handlers;
  }
}

/** Durable names allow no dots: `billing__video_created`. */
export function durableName(service: string, event: EventName): string {
  return `${service}__${event.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}
