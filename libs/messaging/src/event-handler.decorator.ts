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
