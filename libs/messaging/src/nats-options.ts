import { readFileSync } from 'node:fs';
import { credsAuthenticator } from '@nats-io/transport-node';
import { ConfigError } from '@reelsmith/config';

/** How an app logs in to NATS besides (or instead of) the credentials in `NATS_URL`. */
export interface NatsCredentials {
  /** `NATS_USER`, with `password` (`NATS_PASSWORD`). */
  user?: string;
  password?: string;
  /** `NATS_CREDS_FILE`: a `.creds` file (user JWT and nkey seed) for decentralised auth. */
  credsFile?: string;
}

export interface NatsConnectionSettings extends NatsCredentials {
  url: string;
  /** Shown in `nats server report connections`; the app's name. */
  name: string;
}

/** The credentials an app's validated environment names (`NATS_USER`, `NATS_PASSWORD`, `NATS_CREDS_FILE`). */
export function natsCredentialsOf(env: {
  NATS_USER?: string;
  NATS_PASSWORD?: string;
  NATS_CREDS_FILE?: string;
}): NatsCredentials {
  return {
    ...(env.NATS_USER === undefined ? {} : { user: env.NATS_USER }),
    ...(env.NATS_PASSWORD === undefined ? {} : { password: env.NATS_PASSWORD }),
    ...(env.NATS_CREDS_FILE === undefined ? {} : { credsFile: env.NATS_CREDS_FILE }),
  };
}

const CREDS_SECTIONS = /-----BEGIN NATS USER JWT-----[\s\S]+-----BEGIN USER NKEY SEED-----/;

/**
 * Options shared by every NATS connection: reconnect for ever, so a NATS restart is ridden
 * out without restarting the app. The app logs in as its own NATS user (in Kubernetes each
 * service has one, allowed only its own subjects: k8s/nats/values.yaml) with a user and
 * password in the URL (`nats://render:secret@nats:4222`, which the client would ignore by
 * itself) or in `NATS_USER`/`NATS_PASSWORD`, or with a creds file; none means anonymous.
 * Its inboxes are `_INBOX_<name>.…`, so its user may subscribe to its own replies only.
 * Settings that contradict each other, or a creds file that cannot be read, stop the app at
 * start with a ConfigError naming the variable.
 */
export function connectionOptions(settings: NatsConnectionSettings) {
  const url = new URL(settings.url);
  const fromUrl = url.username
    ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
    : undefined;
  url.username = '';
  url.password = '';
  return {
    servers: url.toString().replace(/\/$/, ''),
    ...login(settings, fromUrl),
    name: settings.name,
    inboxPrefix: inboxPrefixOf(settings.name),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    // Otherwise every request builds two Errors up front (for a stack, should it fail) and a
    // third when it ends: a measurable share of a request's cost. Our failures are logged by
    // subject and reason (MessageBus), never by the client's stack.
    noAsyncTraces: true,
  };
}

function login(settings: NatsCredentials, fromUrl: { user: string; pass: string } | undefined) {
  const { user, password, credsFile } = settings;
  if (password !== undefined && user === undefined) {
    throw new ConfigError('Invalid environment: NATS_PASSWORD is set but NATS_USER is not.');
  }
  if (user !== undefined && password === undefined) {
    throw new ConfigError('Invalid environment: NATS_USER needs NATS_PASSWORD.');
  }
  const ways = [fromUrl && 'a user in NATS_URL', user !== undefined && 'NATS_USER', credsFile && 'NATS_CREDS_FILE'];
  const chosen = ways.filter(Boolean);
  if (chosen.length > 1) {
    throw new ConfigError(`Invalid environment: NATS credentials come from ${chosen.join(' and ')}; choose one.`);
  }
  if (credsFile !== undefined) return { authenticator: credsAuthenticator(readCredsFile(credsFile)) };
  if (user !== undefined) return { user, pass: password };
  return fromUrl ?? {};
}

function readCredsFile(path: string): Uint8Array {
  let contents: Buffer;
  try {
    contents = readFileSync(path);
  } catch (error) {
    throw new ConfigError(`Invalid environment: NATS_CREDS_FILE cannot be read: ${(error as Error).message}`);
  }
  if (!CREDS_SECTIONS.test(contents.toString('utf8'))) {
    throw new ConfigError(`Invalid environment: NATS_CREDS_FILE (${path}) holds no user JWT and nkey seed.`);
  }
  return contents;
}

/** Replies to an app's requests (and JetStream's answers) come to inboxes only it may read. */
export function inboxPrefixOf(appName: string): string {
  return `_INBOX_${appName.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** How the service's request server connects: as every connection, plus its queue group. */
export type NatsServerSettings = ReturnType<typeof connectionOptions> & { queue: string };

/**
 * A request/reply server's settings. Every replica of a service joins the same queue group, so
 * each request is served by exactly one of them.
 */
export function natsServerSettings(settings: NatsConnectionSettings): NatsServerSettings {
  return { ...connectionOptions(settings), queue: settings.name };
}
