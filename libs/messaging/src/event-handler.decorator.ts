import { SetMetadata } from '@nestjs/common';
import type { EventName, EventPayload } from '@reelsmith/contracts';

export const EVENT_HANDLER = Symbol('EVENT_HANDLER');

/** What a handler learns about the message besides its payload. */
export interface EventContext {
  /** The event's dedupe id (its outbox row id): the same on every redelivery. */
  eventId: string;
  /** 1 on the first delivery, more when redelivered after a failure or a crash. */
  deliveryCount: number;
}

type EventHandlerMethod<N extends EventName> = (payload: EventPayload<N>, context: EventContext) => Promise<void>;

/**
 * Marks a provider method as the reaction to one durable event. The event name fixes the
 * payload type. Handlers must be idempotent: an event can be delivered more than once.
 */
export function HandleEvent<N extends EventName>(name: N) {
  const metadata = SetMetadata(EVENT_HANDLER, name);
  return (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<EventHandlerMethod<N>>) => {
    metadata(target, key, descriptor);
  };
}
