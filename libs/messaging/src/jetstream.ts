import { jetstream, jetstreamManager, JetStreamApiError } from '@nats-io/jetstream';
import { headers as natsHeaders, nanos, type NatsConnection } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import {
  EVENTS_STREAM,
  EVENTS_STREAM_SUBJECTS,
  REQUEST_ID_HEADER,
  eventSubject,
  type EventName,
  type EventPayload,
} from '@reelsmith/contracts';

const STREAM_NOT_FOUND = 10059;

/** The one stream that holds every durable event, created or updated idempotently. */
export async function ensureEventsStream(connection: NatsConnection): Promise<void> {
  const manager = await jetstreamManager(connection);
  const config = {
    name: EVENTS_STREAM,
    subjects: EVENTS_STREAM_SUBJECTS,
    max_age: nanos(14 * 24 * 60 * 60 * 1000),
    // Publishes with the same Nats-Msg-Id inside this window are stored once.
    duplicate_window: nanos(10 * 60 * 1000),
  };
  try {
    await manager.streams.info(EVENTS_STREAM);
    await manager.streams.update(EVENTS_STREAM, config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError) || error.code !== STREAM_NOT_FOUND) throw error;
    await manager.streams.add(config);
  }
}

export interface PublishOptions {
  /** Deduplication id: a message published twice with it is stored once. */
  messageId: string;
  /** Default: the request id of the code publishing (the event being handled, the API call). */
  requestId?: string;
}

/** Publishes one event, carrying the request id, and waits for JetStream to have stored it. */
export async function publishEvent<N extends EventName>(
  connection: NatsConnection,
  name: N,
  payload: EventPayload<N>,
  options: PublishOptions,
): Promise<void> {
  const headers = natsHeaders();
  const requestId = options.requestId ?? currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  await jetstream(connection).publish(eventSubject(name), JSON.stringify(payload), {
    msgID: options.messageId,
    headers,
  });
}
