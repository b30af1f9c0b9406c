import { Transport, type NatsOptions } from '@nestjs/microservices';

export interface NatsConnectionSettings {
  url: string;
  /** Shown in `nats server report connections`; the app's name. */
  name: string;
}

/**
 * Options shared by every NATS connection: reconnect for ever, so a NATS restart is ridden
 * out without restarting the app.
 */
function connectionOptions(settings: NatsConnectionSettings) {
  return {
    servers: settings.url,
    name: settings.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
  };
}

/**
 * A request/reply server. Every replica of a service joins the same queue group, so each
 * request is served by exactly one of them.
 */
export function natsServerOptions(settings: NatsConnectionSettings): NatsOptions {
  return {
    transport: Transport.NATS,
    options: { ...connectionOptions(settings), queue: settings.name },
  };
}

export function natsClientOptions(settings: NatsConnectionSettings): NatsOptions {
  return { transport: Transport.NATS, options: connectionOptions(settings) };
}
