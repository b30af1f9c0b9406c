import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { runWithRequestId } from '@reelsmith/config';
import { EVENTS_STREAM, REQUEST_ID_HEADER, eventSubject, type EventName } from '@reelsmith/contracts';
import { EVENT_HANDLER, type EventContext, type EventHandlerMetadata } from './event-handler.decorator.js';
import { ensureEventsStream } from './jetstream.js';
import { MessageBus } from './message-bus.js';

export const EVENT_CONSUMER_OPTIONS = Symbol('EVENT_CONSUMER_OPTIONS');

export interface EventConsumerOptions {
  /** The consuming service: replicas of one service share its durable consumers. */
  service: string;
  /** Default ack deadline of this service's handlers (a handler's own option wins). */
  ackWaitMs?: number;
}

interface BoundHandler {
  metadata: EventHandlerMetadata;
  handle: (payload: unknown, context: EventContext) => Promise<void>;
}

const DEFAULT_ACK_WAIT_MS = 30_000;
const DEFAULT_PREFETCH = 20;
const PULL_EXPIRES_MS = 10_000;

const RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

/**
 * Binds every `@HandleEvent` method to a durable JetStream pull consumer named after the
 * service and the event, with explicit acks. A handler that throws gets its message back
 * after a growing delay; a crash leaves it unacked and JetStream redelivers it after ack_wait.
 * On shutdown consumers stop pulling and in-flight handlers finish before the app exits.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventConsumers.name);
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private stopping = false;

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
      const config = {
        durable_name: durable,
        filter_subject: eventSubject(event),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(handler.metadata.ackWaitMs ?? this.options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
        max_ack_pending: 1000,
      };
      await manager.consumers.add(EVENTS_STREAM, config).catch(async () => {
        // Already there (another replica, an earlier version): bring its settings up to date.
        await manager.consumers.update(EVENTS_STREAM, durable, config);
      });
      const consumer = await jetstream(connection).consumers.get(EVENTS_STREAM, durable);
      const prefetch = handler.metadata.prefetch ?? DEFAULT_PREFETCH;
      if (prefetch === 1) {
        this.loops.push(this.pullOneAtATime(event, consumer, handler));
        continue;
      }
      // Short-lived pulls: after a crash, the server may still route events to the dead
      // instance's open pull until it expires, and then they wait for ack_wait.
      const messages = await consumer.consume({ max_messages: prefetch, expires: PULL_EXPIRES_MS });
      this.subscriptions.push(messages);
      this.loops.push(this.run(event, messages, handler));
    }
  }

  /** Runs before the NATS connection closes, so a handler in flight can still publish and ack. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.subscriptions.map((messages) => messages.close()));
    await Promise.all(this.loops);
  }

  private async run(event: EventName, messages: ConsumerMessages, handler: BoundHandler): Promise<void> {
    const running = new Set<Promise<void>>();
    const concurrency = handler.metadata.concurrency ?? 1;
    for await (const message of messages) {
      // Prefetched but not started: hand it back now rather than after ack_wait.
      if (this.stopping) {
        message.nak();
        continue;
      }
      const delivery: Promise<void> = this.deliver(event, message, handler).finally(() => running.delete(delivery));
      running.add(delivery);
      if (running.size >= concurrency) await Promise.race(running);
    }
    await Promise.all(running);
  }

  /**
   * For long jobs: pull the next message only when idle, so no job waits in this instance's
   * buffer (where its ack deadline would run out and another instance would take it too).
   */
  private async pullOneAtATime(event: EventName, consumer: Consumer, handler: BoundHandler): Promise<void> {
    while (!this.stopping) {
      const message = await consumer.next({ expires: PULL_EXPIRES_MS }).catch(async (error: unknown) => {
        this.logger.warn({ err: error, event }, 'could not pull the next event; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return null;
      });
      if (!message) continue;
      if (this.stopping) message.nak();
      else await this.deliver(event, message, handler);
    }
  }

  private async deliver(event: EventName, message: JsMsg, handler: BoundHandler): Promise<void> {
    const requestId = message.headers?.get(REQUEST_ID_HEADER) || `evt:${message.seq}`;
    const context: EventContext = {
      eventId: message.headers?.get('Nats-Msg-Id') || `seq:${message.seq}`,
      deliveryCount: message.info.deliveryCount,
      extendDeadline: () => message.working(),
    };
    await runWithRequestId(requestId, async () => {
      try {
        await handler.handle(message.json(), context);
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
        const metadata = this.reflector.get<EventHandlerMetadata | undefined>(EVENT_HANDLER, handler);
        if (!metadata) continue;
        if (handlers.has(metadata.event))
          throw new Error(`Two handlers for ${metadata.event} in ${this.options.service}`);
        handlers.set(metadata.event, {
          metadata,
          handle: (payload, context) => handler.call(instance, payload, context) as Promise<void>,
        });
      }
    }
    return handlers;
  }
}

/** Durable names allow no dots: `billing__video_created`. */
export function durableName(service: string, event: EventName): string {
  return `${service}__${event.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

/** Events a service's durable consumer has not yet handed to any instance: its waiting work. */
export async function consumerBacklog(connection: NatsConnection, service: string, event: EventName): Promise<number> {
  const manager = await jetstreamManager(connection);
  return (await manager.consumers.info(EVENTS_STREAM, durableName(service, event))).num_pending;
}
