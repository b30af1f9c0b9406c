import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_reelsmith_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_reelsmith_fake_signing_secret';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body as Stripe's SDK sends it, e.g. `line_items[0][price_data][currency]`. */
  params: Record<string, string>;
}

type Session = Stripe.Checkout.Session;

/**
 * A local stand-in for the part of Stripe's API that top-ups use: creating and retrieving
 * Checkout Sessions. The SDK talks to it through STRIPE_API_BASE; tests read what it was
 * sent, move sessions along as a customer would, and sign webhook events for them.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  private readonly sessions = new Map<string, Session>();
  private failures = 0;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeStripe> {
    const server = createServer();
    const fake = new FakeStripe(server);
    server.on('request', (request, response) => {
      void fake.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The settings that point billing at this fake. */
  get env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: this.url,
    };
  }

  /** The next `count` API calls answer 500, as during a Stripe incident. */
  failNext(count = 1): void {
    this.failures = count;
  }

  session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`FakeStripe has no session ${id}`);
    return session;
  }

  /** What Stripe's session looks like once the customer has done something on its page. */
  update(id: string, changes: Partial<Pick<Session, 'status' | 'payment_status'>>): Session {
    const session = { ...this.session(id), ...changes };
    this.sessions.set(id, session);
    return session;
  }

  /** A webhook event body, serialised as Stripe does (the exact bytes matter for the signature). */
  event(type: string, object: unknown): string {
    const event = {
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return JSON.stringify(event, null, 2);
  }

  /** A Stripe-Signature header for `payload`, as Stripe would send it (or forged, or stale). */
  static sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return new Stripe(FAKE_STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', this.url);
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const params = Object.fromEntries(new URLSearchParams(raw));
    this.requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, params });

    if (this.failures > 0) {
      this.failures -= 1;
      return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day.' } } };
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return { status: 200, body: this.createSession(params) };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match && this.sessions.has(match[1]!)) {
      return { status: 200, body: this.sessions.get(match[1]!) };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such resource.' } } };
  }

  private createSession(params: Record<string, string>): Session {
    const id = `cs_test_${Math.random().toString(36).slice(2)}`;
    const session = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      amount_total: Number(params['line_items[0][price_data][unit_amount]']),
      currency: params['line_items[0][price_data][currency]'],
      client_reference_id: params.client_reference_id,
      expires_at: Number(params.expires_at),
      metadata: {
        top_up_id: params['metadata[top_up_id]'],
        account_id: params['metadata[account_id]'],
      },
      success_url: params.success_url,
      cancel_url: params.cancel_url,
    } as unknown as Session;
    this.sessions.set(id, session);
    return session;
  }
}
