import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { headers as natsHeaders, type NatsConnection, type Status } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import { natsClientOptions, type NatsCredentials } from './nats-options.js';
import {
  REQUEST_ID_HEADER,
  ServiceError,
  broadcastSubject,
  type BroadcastName,
  type BroadcastPayload,
  isServiceErrorBody,
  requestSubject,
  type RequestName,
  type RequestPayload,
  type ResponsePayload,
} from '@reelsmith/contracts';
import { natsRequestDuration } from './metrics.js';

export const MESSAGE_BUS_CLIENT = Symbol('MESSAGE_BUS_CLIENT');
export const MESSAGE_BUS_TIMEOUT_MS = Symbol('MESSAGE_BUS_TIMEOUT_MS');

export interface RequestOptions {
  /** How long to wait for a reply before answering `service_unavailable`. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * A reply of a Nest microservice (the request handlers' side, `startService`): the handler's
 * result, or what it threw (a `ServiceErrorBody` for our handlers).
 */
interface NestReply<T> {
  response: T;
  err?: unknown;
}

/**
 * Typed request/reply over NATS. The request name decides payload and reply types; the
 * current request id travels in a header; transport failures become `service_unavailable`
 * so callers never hang and never see a transport error.
 */
@Injectable()
export class MessageBus implements OnApplicationShutdown {
  private readonly logger = new Logger(MessageBus.name);
  /** Once shut down, the bus never connects again: a late caller would leave a connection open. */
  private closed = false;

  constructor(
    @Inject(MESSAGE_BUS_CLIENT) private readonly client: ClientNats,
    @Inject(MESSAGE_BUS_TIMEOUT_MS) private readonly defaultTimeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {}

  /** A bus of its own outside any Nest module (tests, scripts); `onApplicationShutdown` closes it. */
  static connect(url: string, name: string, credentials: NatsCredentials = {}): MessageBus {
    return new MessageBus(new ClientNats(natsClientOptions({ ...credentials, url, name }).options ?? {}));
  }

  async request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    options: RequestOptions = {},
  ): Promise<ResponsePayload<N>> {
    const subject = requestSubject(name);
    const stopTimer = natsRequestDuration.startTimer({ request: name });
    try {
      const connection = await this.connection();
      // The connection's shared reply subscription (its "mux" inbox): one message out, one
      // back, where Nest's client would subscribe and unsubscribe an inbox for every request.
      const message = await connection.request(
        subject,
        JSON.stringify({ pattern: subject, data: payload, id: randomUUID() }),
        {
          timeout: options.timeoutMs ?? this.defaultTimeoutMs,
          headers: this.outgoingHeaders(),
        },
      );
      const reply = message.json<NestReply<ResponsePayload<N>>>();
      if (reply.err !== undefined) throw reply.err;
      stopTimer({ outcome: 'ok' });
      return reply.response;
    } catch (error) {
      const serviceError = this.toServiceError(name, error);
      stopTimer({ outcome: serviceError.code });
      throw serviceError;
    }
  }

  /**
   * Tells every replica subscribed to `name`, and resolves once the NATS server has the
   * message (a flush), so a caller that must know the news went out can fail otherwise.
   */
  async broadcast<N extends BroadcastName>(name: N, payload: BroadcastPayload<N>): Promise<void> {
    try {
      const connection = await this.connection();
      connection.publish(broadcastSubject(name), JSON.stringify(payload));
      await connection.flush();
    } catch (error) {
      throw this.toServiceError(name, error);
    }
  }

  /**
   * Calls `handler` for every broadcast of `name` this process receives, and `onStatus` for
   * every change of the connection (a replica that was disconnected may have missed some).
   * Resolves once the subscription is registered at the server.
   */
  async onBroadcast<N extends BroadcastName>(
    name: N,
    handler: (payload: BroadcastPayload<N>) => void,
    onStatus?: (status: Status) => void,
  ): Promise<void> {
    const connection = await this.connection();
    connection.subscribe(broadcastSubject(name), {
      callback: (error, message) => {
        if (error) return;
        try {
          handler(message.json<BroadcastPayload<N>>());
        } catch (handlerError) {
          this.logger.error({ err: handlerError, broadcast: name }, 'broadcast handler failed');
        }
      },
    });
    if (onStatus) {
      void (async () => {
        for await (const status of connection.status()) onStatus(status);
      })();
    }
    await connection.flush();
  }

  /** The live NATS connection, for JetStream publishing on the same socket. */
  async connection(): Promise<NatsConnection> {
    if (this.closed) throw new BusClosedError();
    await this.connected();
    // Shut down while connecting: close what the connect just opened, or it would reconnect for ever.
    if (this.closed) {
      await this.client.close();
      throw new BusClosedError();
    }
    return this.client.unwrap<NatsConnection>();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.client.close();
  }

  private async connected(): Promise<void> {
    await this.client.connect();
  }

  private outgoingHeaders() {
    const result = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) result.set(REQUEST_ID_HEADER, requestId);
    return result;
  }

  private toServiceError(name: RequestName | BroadcastName, error: unknown): ServiceError {
    if (isServiceErrorBody(error)) return ServiceError.fromBody(error);
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.logger.warn({ request: name, reason }, 'request failed in transport');
    return new ServiceError(
      'service_unavailable',
      'A service needed for this request is unavailable. Retry the request shortly.',
    );
  }
}

/** The bus was shut down: nothing more is sent or received through it. */
export class BusClosedError extends Error {
  constructor() {
    super('the message bus has been shut down');
  }
}
