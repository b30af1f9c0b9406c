// Types for private-services.mjs, a plain script (it runs before any build), so the tests that
// drive it are type-checked and linted like the rest.
import type { Writable } from 'node:stream';

export declare const DEFAULT_POSTGRES_URL: string;
export declare const DEFAULT_NATS_URL: string;

export declare function reachable(url: string, fallbackPort: number, timeoutMs?: number): Promise<boolean>;

export interface ServiceChoice {
  url: string | undefined;
  source: 'explicit' | 'machine' | 'private';
}

export declare function chooseServices(options?: {
  env?: Record<string, string | undefined>;
  forcePrivate?: boolean;
  defaults?: { postgresUrl?: string; natsUrl?: string };
}): Promise<{ postgres: ServiceChoice; nats: ServiceChoice }>;

export declare function freePort(preferred?: number): Promise<number>;
export declare function reservePorts(ports: Iterable<number>): void;

export declare function postgresBinDir(): string;

/** How much crash safety a cluster keeps; see DURABILITY_SETTINGS in private-services.mjs. */
export type Durability = 'full' | 'process-crash' | 'none';

export declare class PrivatePostgres {
  constructor(dir: string);
  readonly dir: string;
  port: number | undefined;
  readonly url: string;
  start(options?: { maxConnections?: number; durability?: Durability }): Promise<string>;
  pgCtl(action: 'start' | 'stop', mode?: 'smart' | 'fast' | 'immediate'): void;
  running(): boolean;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  init(): void;
}

export declare class PrivateNats {
  constructor(dir: string);
  readonly dir: string;
  port: number | undefined;
  readonly url: string;
  start(logStream?: Writable): Promise<string>;
  stop(): Promise<void>;
}

/** Where the cluster meant for `dir` keeps its data: `dir`, or under root a folder the cluster's user can reach. */
export declare function clusterDir(dir: string): string;
