import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientNats } from '@nestjs/microservices';
import { headers as natsHeaders, type NatsConnection, type Status } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import { connectionOptions, inboxPrefixOf, type NatsCredentials } from './nats-options.js';
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
import { RequestMux } from './request-mux.js';

export const MESSAGE_BUS_CLIENT = Symbol('MESSAGE_BUS_CLIENT');
export const MESSAGE_BUS_SETTINGS = Symbol('MESSAGE_BUS_SETTINGS');

export interface MessageBusSettings {
  /** How long a request waits for its reply unless it says otherwise. */
  timeoutMs: number;
  /** Where replies come to (`_INBOX_<app>`: only the app's own NATS user may read them). */
  inboxPrefix: string;
}

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
  private mux: RequestMux | undefined;

  constructor(
    @Inject(MESSAGE_BUS_CLIENT) private readonly client: ClientNats,
    @Inject(MESSAGE_BUS_SETTINGS) private readonly settings: MessageBusSettings,
  ) {}

  /** A bus of its own outside any Nest module (tests, scripts); `onApplicationShutdown` closes it. */
  static connect(url: string, name: string, credentials: NatsCredentials = {}): MessageBus {
    return new MessageBus(new ClientNats(connectionOptions({ ...credentials, url, name })), {
      timeoutMs: DEFAULT_TIMEOUT_MS,
      inboxPrefix: inboxPrefixOf(name),
    });
  }

  async request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    options: RequestOptions = {},
  ): Promise<ResponsePayload<N>> {
    const subject = requestSubject(name);
    const stopTimer = natsRequestDuration.startTimer({ request: name });
    const failed = (error: unknown) => {
      const serviceError = this.toServiceError(name, error);
      stopTimer({ outcome: serviceError.code });
      return serviceError;
    };
    let reply: NestReply<ResponsePayload<N>>;
    try {
      const connection = await this.connection();
      // One reply subscription for every request: one message out and one back, where Nest's
      // client would subscribe and unsubscribe an inbox each time.
      this.mux ??= new RequestMux(connection, this.settings.inboxPrefix);
      const message = await this.mux.request(
        subject,
        JSON.stringify({ pattern: subject, data: payload, id: randomUUID() }),
        this.outgoingHeaders(),
        options.timeoutMs ?? this.settings.timeoutMs,
      );
      reply = message.json<NestReply<ResponsePayload<N>>>();
    } catch (error) {
      throw failed(error);
    }
    if (reply.err !== undefined) throw failed(reply.err);
    stopTimer({ outcome: 'ok' });
    return reply.response;
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
