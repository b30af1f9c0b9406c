import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { pollUntil } from './poll-until.js';

/** One request a test receiver got: the raw body, as signed, and its headers. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `Date.now()` when the whole body had arrived. */
  receivedAt: number;
}

export interface WebhookReply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer only after this long (a slow receiver). */
  delayMs?: number;
}

/** Decides the answer to the `index`-th request (0 for the first); 204 by default. */
export type WebhookResponder = (request: ReceivedWebhook, index: number) => WebhookReply | number;

/**
 * A webhook receiver on loopback for tests: records every request and answers as told.
 * `stop()` closes the port (the sender sees "connection refused"); `start(…, port)` reopens it.
 */
export class TestWebhookReceiver {
  readonly received: ReceivedWebhook[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private respond: WebhookResponder,
  ) {}

  static async start(respond: WebhookResponder = () => 204, port = 0): Promise<TestWebhookReceiver> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const receiver = new TestWebhookReceiver(server, (server.address() as AddressInfo).port, respond);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => receiver.handle(request, response));
    return receiver;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedWebhook = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      const index = this.received.push(received) - 1;
      const answer = this.respond(received, index);
      const reply: WebhookReply = typeof answer === 'number' ? { status: answer } : answer;
      const send = () => {
        if (!response.destroyed) response.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  }

  url(path = '/webhooks'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Answers later requests with `respond`. */
  answerWith(respond: WebhookResponder): void {
    this.respond = respond;
  }

  /** Requests whose path is `path`, oldest first. */
  at(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `count` requests (to `path`, when given) have arrived, and returns them. */
  async waitFor(count: number, options: { path?: string; timeoutMs?: number } = {}): Promise<ReceivedWebhook[]> {
    return pollUntil(
      () => {
        const requests = options.path === undefined ? this.received : this.at(options.path);
        return requests.length >= count ? requests : undefined;
      },
      { timeoutMs: options.timeoutMs ?? 30_000, intervalMs: 20, description: `${count} webhook request(s)` },
    );
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
