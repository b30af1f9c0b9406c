import { SetMetadata } from '@nestjs/common';
import type { EventName, EventPayload } from '@reelsmith/contracts';

export const EVENT_HANDLER = Symbol('EVENT_HANDLER');

export interface EventHandlerOptions {
  /** Messages pulled ahead of time; 1 for long jobs, so idle replicas get the next one. */
  prefetch?: number;
  /** How long the handler may run without calling `extendDeadline` before redelivery. */
  ackWaitMs?: number;
  /**
   * Messages one instance handles at once (default 1: one after another). More only for
   * handlers whose events do not depend on each other's order.
   */
  concurrency?: number;
  /**
   * Deliveries before JetStream gives up on an event and dead-letters it (see
   * `HandleDeadLetters`); default: the service's, else `DEFAULT_MAX_DELIVER`.
   */
  maxDeliver?: number;
}

export interface EventHandlerMetadata extends EventHandlerOptions {
  event: EventName;
}

/** What a handler learns about the message besides its payload. */
export interface EventContext {
  /** The event's dedupe id (its outbox row id): the same on every redelivery. */
  eventId: string;
  /** 1 on the first delivery, more when redelivered after a failure or a crash. */
  deliveryCount: number;
  /** Tells JetStream the handler is still working, restarting its ack deadline. */
  extendDeadline: () => void;
}

type EventHandlerMethod<N extends EventName> = (payload: EventPayload<N>, context: EventContext) => Promise<void>;

/**
 * Marks a provider method as the reaction to one durable event. The event name fixes the
 * payload type. Handlers must be idempotent: an event can be delivered more than once.
 */
export function HandleEvent<N extends EventName>(name: N, options: EventHandlerOptions = {}) {
  const metadata = SetMetadata(EVENT_HANDLER, { event: name, ...options } satisfies EventHandlerMetadata);
  return <M extends EventHandlerMethod<N>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    metadata(target, key, descriptor);
  };
}

export const DEAD_LETTER_HANDLER = Symbol('DEAD_LETTER_HANDLER');

/**
 * An event a consumer gave up on, from JetStream's advisory: it was delivered `max_deliver`
 * times without success, or terminated because it could not be decoded.
 */
export interface DeadLetter {
  reason: 'max_deliveries' | 'terminated';
  /** The durable consumer that gave up, e.g. `billing__video_created`. */
  consumer: string;
  deliveries: number;
  /** Where the event sits in the events stream. */
  streamSequence: number;
  /** The event as the stream holds it; undefined once it is past the stream's retention. */
  event?: {
    /** Its name when its subject is one of ours (`events.v1.<name>`). */
    name: EventName | undefined;
    subject: string;
    /** Undefined when its body is not JSON. */
    payload: unknown;
  };
}

type DeadLetterHandlerMethod = (letter: DeadLetter) => Promise<void>;

/**
 * Marks a provider method as the reaction to dead letters: every event any consumer of the
 * events stream gave up on, kept in their own stream, so those dead-lettered while this
 * service was down are handled when it is back. At most one per service; the handler must be
 * idempotent, and a handler that throws gets the letter again (without limit).
 */
export function HandleDeadLetters() {
  const metadata = SetMetadata(DEAD_LETTER_HANDLER, true);
  return <M extends DeadLetterHandlerMethod>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ) => {
    metadata(target, key, descriptor);
  };
}
