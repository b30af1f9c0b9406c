import {
  jetstream,
  jetstreamManager,
  JetStreamApiError,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { headers as natsHeaders, nanos, type NatsConnection } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import {
  DEAD_LETTERS_STREAM,
  DEAD_LETTERS_STREAM_SUBJECTS,
  EVENTS_STREAM,
  EVENTS_STREAM_SUBJECTS,
  REQUEST_ID_HEADER,
  eventSubject,
  type EventName,
  type EventPayload,
} from '@reelsmith/contracts';

const STREAM_NOT_FOUND = 10059;
const RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The stream that holds every durable event, and the one that keeps the dead letters of its
 * consumers; created when missing. Every service that publishes or consumes events ensures
 * both, so an advisory is captured even before the service acting on it first starts. An
 * existing stream is left as it is: no app's NATS user may change a stream (k8s/nats), so a
 * compromised app cannot shorten retention or drop subjects; changing them is the operator's.
 */
export async function ensureEventsStream(connection: NatsConnection): Promise<void> {
  const manager = await jetstreamManager(connection);
  await ensureStream(manager, {
    name: EVENTS_STREAM,
    subjects: EVENTS_STREAM_SUBJECTS,
    max_age: nanos(RETENTION_MS),
    // Publishes with the same Nats-Msg-Id inside this window are stored once.
    duplicate_window: nanos(10 * 60 * 1000),
  });
  // As long as the events they name: a dead letter is acted on by loading its event.
  await ensureStream(manager, {
    name: DEAD_LETTERS_STREAM,
    subjects: DEAD_LETTERS_STREAM_SUBJECTS,
    max_age: nanos(RETENTION_MS),
  });
}

async function ensureStream(manager: JetStreamManager, config: Partial<StreamConfig> & { name: string }) {
  try {
    await manager.streams.info(config.name);
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
