import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ClientNats, NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { firstValueFrom, timeout } from 'rxjs';
import { currentRequestId } from '@reelsmith/config';
import { natsClientOptions } from './nats-options.js';
import {
  REQUEST_ID_HEADER,
  ServiceError,
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
 * Typed request/reply over NATS. The request name decides payload and reply types; the
 * current request id travels in a header; transport failures become `service_unavailable`
 * so callers never hang and never see a transport error.
 */
@Injectable()
export class MessageBus implements OnApplicationShutdown {
  private readonly logger = new Logger(MessageBus.name);

  constructor(
    @Inject(MESSAGE_BUS_CLIENT) private readonly client: ClientNats,
    @Inject(MESSAGE_BUS_TIMEOUT_MS) private readonly defaultTimeoutMs: number = DEFAULT_TIMEOUT_MS,
  ) {}

  /** A bus of its own outside any Nest module (tests, scripts); `onApplicationShutdown` closes it. */
  static connect(url: string, name: string): MessageBus {
    return new MessageBus(new ClientNats(natsClientOptions({ url, name }).options ?? {}));
  }

  async request<N extends RequestName>(
    name: N,
    payload: RequestPayload<N>,
    options: RequestOptions = {},
  ): Promise<ResponsePayload<N>> {
    const record = new NatsRecordBuilder(payload).setHeaders(this.outgoingHeaders()).build();
    const stopTimer = natsRequestDuration.startTimer({ request: name });
    try {
      await this.connected();
      const response = await firstValueFrom(
        this.client
          .send<ResponsePayload<N>>(requestSubject(name), record)
          .pipe(timeout(options.timeoutMs ?? this.defaultTimeoutMs)),
      );
      stopTimer({ outcome: 'ok' });
      return response;
    } catch (error) {
      const serviceError = this.toServiceError(name, error);
      stopTimer({ outcome: serviceError.code });
      throw serviceError;
    }
  }

  /** The live NATS connection, for JetStream publishing on the same socket. */
  async connection(): Promise<NatsConnection> {
    await this.connected();
    return this.client.unwrap<NatsConnection>();
  }

  async onApplicationShutdown(): Promise<void> {
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

  private toServiceError(name: RequestName, error: unknown): ServiceError {
    if (isServiceErrorBody(error)) return ServiceError.fromBody(error);
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.logger.warn({ request: name, reason }, 'request failed in transport');
    return new ServiceError(
      'service_unavailable',
      'A service needed for this request is unavailable. Retry the request shortly.',
    );
  }
}
