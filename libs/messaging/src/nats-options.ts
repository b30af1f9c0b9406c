import { Transport, type NatsOptions } from '@nestjs/microservices';

export interface NatsConnectionSettings {
  url: string;
  /** Shown in `nats server report connections`; the app's name. */
  name: string;
}

/**
 * Options shared by every NATS connection: reconnect for ever, so a NATS restart is ridden
 * out without restarting the app. A user and password in the URL
 * (`nats://render:secret@nats:4222`) log in as that NATS user: in Kubernetes each service has
 * its own, allowed only its own subjects (k8s/nats/values.yaml). The client ignores a URL's
 * credentials by itself, so they are passed as options.
 */
export function connectionOptions(settings: NatsConnectionSettings) {
  const url = new URL(settings.url);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return {
    servers: url.toString().replace(/\/$/, ''),
    ...(user ? { user, pass } : {}),
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
