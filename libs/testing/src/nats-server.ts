import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { pollUntil } from './poll-until.js';

const NATS_SERVER_BINARY = process.env.NATS_SERVER_BINARY ?? 'nats-server';

/**
 * A private nats-server with JetStream for one test file: tests never share subjects or
 * streams with a running stack, and can stop and restart "NATS" to prove recovery.
 */
export class TestNatsServer {
  private process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly storeDir: string,
  ) {}

  static async start(): Promise<TestNatsServer> {
    const server = new TestNatsServer(await freePort(), await mkdtemp(join(tmpdir(), 'reelsmith-nats-')));
    await server.restart();
    return server;
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  /** Starts the server again on the same port and store, keeping its streams. */
  async restart(): Promise<void> {
    if (this.process) await this.stop();
    this.process = spawn(
      NATS_SERVER_BINARY,
      ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir],
      {
        stdio: 'ignore',
      },
    );
    await pollUntil(() => (this.process?.exitCode === null ? canConnect(this.port) : undefined), {
      description: `nats-server on port ${this.port}`,
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.storeDir, { recursive: true, force: true });
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
