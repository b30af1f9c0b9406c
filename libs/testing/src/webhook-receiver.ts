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
  /** Answer only once this settles (a receiver the test holds, then lets go). */
  until?: Promise<unknown>;
  /** Send the status at once, then the body a byte at a time over this long (a slow body). */
  trickleMs?: number;
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
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers);
        if (reply.trickleMs) trickle(response, reply.body ?? '', reply.trickleMs);
        else response.end(reply.body ?? '');
      };
      const later = () => (reply.delayMs ? setTimeout(send, reply.delayMs).unref() : send());
      if (reply.until) void reply.until.then(later, later);
      else later();
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

/** Writes `body` a byte at a time, evenly over `overMs`, after flushing the status and headers. */
function trickle(response: ServerResponse, body: string, overMs: number): void {
  response.flushHeaders();
  const bytes = Buffer.from(body);
  let sent = 0;
  const timer = setInterval(
    () => {
      if (response.destroyed || sent >= bytes.length) {
        clearInterval(timer);
        response.end();
        return;
      }
      response.write(bytes.subarray(sent, sent + 1));
      sent += 1;
    },
    Math.max(1, overMs / Math.max(1, bytes.length)),
  ).unref();
}
