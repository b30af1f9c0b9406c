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
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { runWithRequestId } from '@reelsmith/config';
import {
  DEAD_LETTERS_STREAM,
  EVENTS_STREAM,
  REQUEST_ID_HEADER,
  eventSubject,
  type EventName,
} from '@reelsmith/contracts';
import {
  DEAD_LETTER_HANDLER,
  EVENT_HANDLER,
  type DeadLetter,
  type EventContext,
  type EventHandlerMetadata,
} from './event-handler.decorator.js';
import { ensureEventsStream } from './jetstream.js';
import { MessageBus } from './message-bus.js';
import { deadLettersHandled } from './metrics.js';

export const EVENT_CONSUMER_OPTIONS = Symbol('EVENT_CONSUMER_OPTIONS');

export interface EventConsumerOptions {
  /** The consuming service: replicas of one service share its durable consumers. */
  service: string;
  /** Default ack deadline of this service's handlers (a handler's own option wins). */
  ackWaitMs?: number;
  /** Default deliveries of this service's handlers before an event is dead-lettered. */
  maxDeliver?: number;
}

/**
 * Deliveries before an event is dead-lettered, unless the handler or service says otherwise.
 * With the retry delays below that is about 17 minutes of retries: longer than a database
 * failover or a rolling restart, short enough that a poison event stops.
 */
export const DEFAULT_MAX_DELIVER = 20;
const DEFAULT_ACK_WAIT_MS = 30_000;
const DEFAULT_PREFETCH = 20;
const PULL_EXPIRES_MS = 10_000;
/**
 * An idle one-at-a-time consumer asks again this often. A stopping instance waits for its open
 * pull to end (an event the server hands it meanwhile is given back at once), so this bounds
 * how long a render worker takes to exit when it has nothing to do.
 */
const SINGLE_PULL_EXPIRES_MS = 2_000;
/** Dead letters are retried for as long as it takes: nothing would notice one given up. */
const UNLIMITED = -1;

const RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];

/** A message that no retry can make readable: terminated at once instead of redelivered. */
class UndecodableMessageError extends Error {
  override name = 'UndecodableMessageError';
}

/** One durable consumer and the method it feeds. */
interface Binding {
  /** For logs: the event's name, or `dead letters`. */
  label: string;
  stream: string;
  config: Partial<ConsumerConfig> & { durable_name: string };
  prefetch: number;
  /** Messages handled at once by one instance (1: in order). */
  concurrency: number;
  /** The handler's argument, and the request id to run it under when the message has none. */
  read(message: JsMsg): Promise<{ payload: unknown; requestId?: string }>;
  handle(payload: unknown, context: EventContext): Promise<void>;
}

/**
 * Binds every `@HandleEvent` method to a durable JetStream pull consumer named after the
 * service and the event, with explicit acks, and a `@HandleDeadLetters` method to a durable
 * consumer of the dead-letter stream. A handler that throws gets its message back after a
 * growing delay, at most `max_deliver` times in all; a crash leaves it unacked and JetStream
 * redelivers it after ack_wait. A message that is not JSON is terminated at once. Either way
 * JetStream's advisory lands in the dead-letter stream. On shutdown consumers stop pulling and
 * in-flight handlers finish before the app exits.
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventConsumers.name);
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private stopping = false;
  /** Set at bootstrap, before any message is read. */
  private manager: JetStreamManager | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly bus: MessageBus,
    @Inject(EVENT_CONSUMER_OPTIONS) private readonly options: EventConsumerOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const bindings = this.discoverBindings();
    if (bindings.length === 0) return;
    const connection = await this.bus.connection();
    await ensureEventsStream(connection);
    const manager = (this.manager = await jetstreamManager(connection));
    for (const binding of bindings) {
      const { stream, config } = binding;
      await manager.consumers.add(stream, config).catch(async () => {
        // Already there (another replica, an earlier version): bring its settings up to date.
        await manager.consumers.update(stream, config.durable_name, config);
      });
      const consumer = await jetstream(connection).consumers.get(stream, config.durable_name);
      if (binding.prefetch === 1) {
        this.loops.push(this.pullOneAtATime(binding, consumer));
        continue;
      }
      // Short-lived pulls: after a crash, the server may still route events to the dead
      // instance's open pull until it expires, and then they wait for ack_wait.
      const messages = await consumer.consume({ max_messages: binding.prefetch, expires: PULL_EXPIRES_MS });
      this.subscriptions.push(messages);
      this.loops.push(this.run(binding, messages));
    }
  }

  /** Runs before the NATS connection closes, so a handler in flight can still publish and ack. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.subscriptions.map((messages) => messages.close()));
    await Promise.all(this.loops);
  }

  private async run(binding: Binding, messages: ConsumerMessages): Promise<void> {
    const running = new Set<Promise<void>>();
    const concurrency = binding.concurrency;
    for await (const message of messages) {
      // Prefetched but not started: hand it back now rather than after ack_wait.
      if (this.stopping) {
        message.nak();
        continue;
      }
      const delivery: Promise<void> = this.deliver(binding, message).finally(() => running.delete(delivery));
      running.add(delivery);
      if (running.size >= concurrency) await Promise.race(running);
    }
    await Promise.all(running);
  }

  /**
   * For long jobs: pull the next message only when idle, so no job waits in this instance's
   * buffer (where its ack deadline would run out and another instance would take it too).
   */
  private async pullOneAtATime(binding: Binding, consumer: Consumer): Promise<void> {
    while (!this.stopping) {
      const message = await consumer.next({ expires: SINGLE_PULL_EXPIRES_MS }).catch(async (error: unknown) => {
        this.logger.warn({ err: error, event: binding.label }, 'could not pull the next event; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return null;
      });
      if (!message) continue;
      if (this.stopping) message.nak();
      else await this.deliver(binding, message);
    }
  }

  private async deliver(binding: Binding, message: JsMsg): Promise<void> {
    let read: { payload: unknown; requestId?: string };
    try {
      read = await binding.read(message);
    } catch (error) {
      if (error instanceof UndecodableMessageError) {
        this.logger.error(
          {
            event: binding.label,
            consumer: binding.config.durable_name,
            stream_seq: message.seq,
            reason: error.message,
          },
          'message cannot be decoded; terminated, not retried',
        );
        message.term();
      } else {
        this.retryLater(binding, message, error);
      }
      return;
    }
    const requestId = message.headers?.get(REQUEST_ID_HEADER) || read.requestId || `evt:${message.seq}`;
    const context: EventContext = {
      eventId: message.headers?.get('Nats-Msg-Id') || `seq:${message.seq}`,
      deliveryCount: message.info.deliveryCount,
      extendDeadline: () => message.working(),
    };
    await runWithRequestId(requestId, async () => {
      try {
        await binding.handle(read.payload, context);
        message.ack();
      } catch (error) {
        this.retryLater(binding, message, error);
      }
    });
  }

  /** Hands a failed message back with a growing delay; after its last delivery, at once. */
  private retryLater(binding: Binding, message: JsMsg, error: unknown): void {
    const deliveries = message.info.deliveryCount;
    const maxDeliver = binding.config.max_deliver ?? UNLIMITED;
    const fields = { err: error, event: binding.label, event_id: message.headers?.get('Nats-Msg-Id'), deliveries };
    if (maxDeliver > 0 && deliveries >= maxDeliver) {
      // JetStream will not deliver it again; the nak makes it publish the advisory now.
      this.logger.error(fields, 'event handler failed for the last time; the event is dead-lettered');
      message.nak();
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(deliveries - 1, RETRY_DELAYS_MS.length - 1)]!;
    this.logger.warn({ ...fields, retry_in_ms: delay }, 'event handler failed');
    message.nak(delay);
  }

  private discoverBindings(): Binding[] {
    const bindings: Binding[] = [];
    const events = new Set<EventName>();
    for (const { instance, method } of this.providerMethods()) {
      const handle = (payload: unknown, context: EventContext) =>
        method.call(instance, payload, context) as Promise<void>;
      const metadata = this.reflector.get<EventHandlerMetadata | undefined>(EVENT_HANDLER, method);
      if (metadata) {
        if (events.has(metadata.event))
          throw new Error(`Two handlers for ${metadata.event} in ${this.options.service}`);
        events.add(metadata.event);
        bindings.push(this.eventBinding(metadata, handle));
      }
      if (this.reflector.get<boolean | undefined>(DEAD_LETTER_HANDLER, method)) {
        if (bindings.some((binding) => binding.stream === DEAD_LETTERS_STREAM)) {
          throw new Error(`Two dead-letter handlers in ${this.options.service}`);
        }
        bindings.push(this.deadLetterBinding(handle));
      }
    }
    return bindings;
  }

  private eventBinding(metadata: EventHandlerMetadata, handle: Binding['handle']): Binding {
    return {
      label: metadata.event,
      stream: EVENTS_STREAM,
      config: {
        durable_name: durableName(this.options.service, metadata.event),
        filter_subject: eventSubject(metadata.event),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(metadata.ackWaitMs ?? this.options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
        max_deliver: metadata.maxDeliver ?? this.options.maxDeliver ?? DEFAULT_MAX_DELIVER,
        max_ack_pending: 1000,
      },
      prefetch: metadata.prefetch ?? DEFAULT_PREFETCH,
      concurrency: metadata.concurrency ?? 1,
      read: async (message) => ({ payload: decode(message.data) }),
      handle,
    };
  }

  /** Reads the advisory, then the event it names from the events stream, by its sequence. */
  private deadLetterBinding(handle: Binding['handle']): Binding {
    return {
      label: 'dead letters',
      stream: DEAD_LETTERS_STREAM,
      config: {
        durable_name: `${this.options.service}__dead_letters`,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(this.options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
        max_deliver: UNLIMITED,
        max_ack_pending: 1000,
      },
      prefetch: DEFAULT_PREFETCH,
      concurrency: 1,
      read: async (message) => {
        const advisory = decode(message.data) as Partial<Advisory> | null;
        const reason = ADVISORY_REASONS[String(advisory?.type)];
        if (!advisory || !reason || typeof advisory.stream_seq !== 'number') {
          throw new UndecodableMessageError(`not a dead-letter advisory: ${String(advisory?.type)}`);
        }
        const stored = await this.manager!.streams.getMessage(EVENTS_STREAM, { seq: advisory.stream_seq });
        const letter: DeadLetter = {
          reason,
          consumer: String(advisory.consumer),
          deliveries: Number(advisory.deliveries),
          streamSequence: advisory.stream_seq,
          event: stored
            ? { name: eventNameOf(stored.subject), subject: stored.subject, payload: tryDecode(stored.data) }
            : undefined,
        };
        return { payload: letter, requestId: stored?.header?.get(REQUEST_ID_HEADER) || undefined };
      },
      handle: async (letter, context) => {
        await handle(letter, context);
        const { consumer, reason } = letter as DeadLetter;
        deadLettersHandled.inc({ consumer, reason });
      },
    };
  }

  private *providerMethods(): Generator<{ instance: object; method: (...args: unknown[]) => unknown }> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = instance[name];
        if (typeof method === 'function') yield { instance, method: method as (...args: unknown[]) => unknown };
      }
    }
  }
}

/** What JetStream publishes when a consumer gives up on a message (nats-server 2.9). */
interface Advisory {
  type: string;
  consumer: string;
  stream_seq: number;
  deliveries: number;
}

const ADVISORY_REASONS: Record<string, DeadLetter['reason']> = {
  'io.nats.jetstream.advisory.v1.max_deliver': 'max_deliveries',
  'io.nats.jetstream.advisory.v1.terminated': 'terminated',
};

const textDecoder = new TextDecoder('utf-8', { fatal: true });

function decode(data: Uint8Array): unknown {
  try {
    return JSON.parse(textDecoder.decode(data)) as unknown;
  } catch (error) {
    throw new UndecodableMessageError(error instanceof Error ? error.message : String(error));
  }
}

function tryDecode(data: Uint8Array): unknown {
  try {
    return decode(data);
  } catch {
    return undefined;
  }
}

const EVENT_SUBJECT_PREFIX = eventSubject('video.created').slice(0, -'video.created'.length);

function eventNameOf(subject: string): EventName | undefined {
  return subject.startsWith(EVENT_SUBJECT_PREFIX)
    ? (subject.slice(EVENT_SUBJECT_PREFIX.length) as EventName)
    : undefined;
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
