import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { pollUntil } from './poll-until.js';

const NOT_OURS = 'this NATS server belongs to another process (the shared e2e stack): start one of your own';
const NATS_SERVER_BINARY = process.env.NATS_SERVER_BINARY ?? 'nats-server';

export interface TestNatsServerOptions {
  /**
   * More server configuration, e.g. `{ authorization: { users: [...] } }` (JSON is valid NATS
   * configuration); address, port and JetStream are the harness's.
   */
  config?: Record<string, unknown>;
}

export interface NatsServerAddress {
  port: number;
  monitorPort: number;
  dir: string;
}

/**
 * A private nats-server with JetStream for one test file: tests never share subjects or
 * streams with a running stack, and can stop and restart "NATS" to prove recovery.
 */
export class TestNatsServer {
  private process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    /** nats-server's HTTP monitoring port (`/jsz`, `/connz`, …). */
    readonly monitorPort: number,
    private readonly dir: string,
    /** Whether this handle started the server (and so may stop it and remove its folder). */
    private readonly owned = true,
  ) {}

  /** Where the server is, for `attach` in another process. */
  get address(): NatsServerAddress {
    return { port: this.port, monitorPort: this.monitorPort, dir: this.dir };
  }

  /** A handle on a server another process started: it reads, and never stops or removes it. */
  static attach(address: NatsServerAddress): TestNatsServer {
    return new TestNatsServer(address.port, address.monitorPort, address.dir, false);
  }

  static async start(options: TestNatsServerOptions = {}): Promise<TestNatsServer> {
    const server = new TestNatsServer(
      await freePort(),
      await freePort(),
      await mkdtemp(join(tmpdir(), 'reelsmith-nats-')),
    );
    await writeFile(join(server.dir, 'nats.conf'), JSON.stringify(options.config ?? {}));
    await server.restart();
    return server;
  }

  /** Messages a JetStream stream holds now, from the monitoring endpoint (no NATS login needed). */
  async streamMessages(stream: string): Promise<number> {
    const response = await fetch(`http://127.0.0.1:${this.monitorPort}/jsz?streams=true`);
    const body = (await response.json()) as {
      account_details?: Array<{ stream_detail?: Array<{ name: string; state: { messages: number } }> }>;
    };
    const streams = (body.account_details ?? []).flatMap((account) => account.stream_detail ?? []);
    return streams.find((detail) => detail.name === stream)?.state.messages ?? 0;
  }

  /**
   * The subjects the connections named `name` (an app's) subscribe to, their reply inboxes left
   * out: the requests the app takes.
   */
  async subscriptionsOf(name: string): Promise<string[]> {
    const response = await fetch(`http://127.0.0.1:${this.monitorPort}/connz?subs=1&limit=1024`);
    const body = (await response.json()) as { connections?: Array<{ name?: string; subscriptions_list?: string[] }> };
    return (body.connections ?? [])
      .filter((connection) => connection.name === name)
      .flatMap((connection) => connection.subscriptions_list ?? [])
      .filter((subject) => !subject.startsWith('_INBOX'));
  }

  /** A JetStream consumer's messages handed out and not acknowledged, and those redelivered. */
  async consumerState(
    stream: string,
    consumer: string,
  ): Promise<{ ackPending: number; redelivered: number } | undefined> {
    const response = await fetch(`http://127.0.0.1:${this.monitorPort}/jsz?consumers=true`);
    const body = (await response.json()) as {
      account_details?: Array<{
        stream_detail?: Array<{
          name: string;
          consumer_detail?: Array<{ name: string; num_ack_pending: number; num_redelivered: number }>;
        }>;
      }>;
    };
    const detail = (body.account_details ?? [])
      .flatMap((account) => account.stream_detail ?? [])
      .find((candidate) => candidate.name === stream)
      ?.consumer_detail?.find((candidate) => candidate.name === consumer);
    return detail && { ackPending: detail.num_ack_pending, redelivered: detail.num_redelivered };
  }

  /** What the server has logged so far (errors such as permission violations among it). */
  log(): Promise<string> {
    return readFile(join(this.dir, 'nats.log'), 'utf8').catch(() => '');
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** Starts the server again on the same port and store, keeping its streams. */
  async restart(): Promise<void> {
    if (!this.owned) throw new Error(NOT_OURS);
    if (this.process) await this.stop();
    // prettier-ignore
    this.process = spawn(NATS_SERVER_BINARY, [
      '-c', join(this.dir, 'nats.conf'), '-a', '127.0.0.1', '-p', String(this.port), '-m', String(this.monitorPort),
      '-js', '-sd', join(this.dir, 'store'), '-l', join(this.dir, 'nats.log'),
    ], { stdio: 'ignore' });
    await pollUntil(() => (this.process?.exitCode === null ? canConnect(this.port) : undefined), {
      description: `nats-server on port ${this.port}`,
    });
  }

  async stop(): Promise<void> {
    if (!this.owned) throw new Error(NOT_OURS);
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose(): Promise<void> {
    if (!this.owned) return;
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

function canConnect(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });
}
