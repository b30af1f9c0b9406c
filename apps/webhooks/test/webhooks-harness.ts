import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import {
  WEBHOOK_EVENT_KINDS,
  publicVideo,
  type EventName,
  type EventPayload,
  type ListResult,
  type Video,
  type VideoRecord,
  type WebhookDelivery,
  type WebhookEventKind,
} from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { MessageBus, publishEvent } from '@reelsmith/messaging';
import { pollUntil, ServiceHarness } from '@reelsmith/testing';
import { startWebhooks } from '../src/start.js';
import { WEBHOOKS_SERVICE_NAME } from '../src/app.module.js';

/**
 * Short retries for tests: about 12 s from the first attempt to the last, long enough to
 * outlast a restart, short enough to watch.
 */
export const TEST_RETRY_DELAYS = '0.2,0.5,1,1,1,1,1,1,1,1,1,1,1,1';

/** Where the tests' gateway serves files: the base of the URLs webhooks put into video records. */
export const PUBLIC_BASE_URL = 'http://gateway.test';

/** The webhooks service in-process (libs/testing ServiceHarness), a bus to ask it and to publish events. */
export class WebhooksHarness {
  private constructor(
    readonly service: ServiceHarness,
    readonly bus: MessageBus,
  ) {}

  /**
   * With `replicaOf`, a second replica beside another harness: the same NATS server and
   * database (both stay the first one's to dispose of).
   */
  static async start(env: Record<string, string> = {}, replicaOf?: WebhooksHarness): Promise<WebhooksHarness> {
    const service = await ServiceHarness.start({
      name: WEBHOOKS_SERVICE_NAME,
      databaseEnv: 'WEBHOOKS_DATABASE',
      portEnv: 'WEBHOOKS_HTTP_PORT',
      sharedDatabase: replicaOf?.service.env.WEBHOOKS_DATABASE,
      env: {
        ALLOW_PRIVATE_URLS: 'true',
        PUBLIC_BASE_URL,
        WEBHOOK_RETRY_DELAYS: TEST_RETRY_DELAYS,
        WEBHOOK_TIMEOUT_SECONDS: '2',
        WEBHOOK_POLL_INTERVAL: '0.2',
        ...(replicaOf ? { NATS_URL: replicaOf.service.env.NATS_URL! } : {}),
        ...env,
      },
      start: startWebhooks,
    });
    return new WebhooksHarness(service, MessageBus.connect(service.nats.url, 'webhooks-test'));
  }

  get app() {
    return this.service.app;
  }

  /** Announces an event on JetStream, as another service's outbox would (with its request id). */
  async publish<N extends EventName>(name: N, payload: EventPayload<N>, requestId?: string): Promise<void> {
    await publishEvent(await this.bus.connection(), name, payload, {
      messageId: newId('evt'),
      ...(requestId === undefined ? {} : { requestId }),
    });
  }

  async deliveries(
    accountId: string,
    filters: { video_id?: string; endpoint_id?: string } = {},
  ): Promise<ListResult<WebhookDelivery>> {
    return this.bus.request('webhooks.list_deliveries', { account_id: accountId, limit: 100, ...filters });
  }

  /** Every delivery of the account (matching `filters`), newest first, page after page. */
  async allDeliveries(
    accountId: string,
    filters: { video_id?: string; endpoint_id?: string } = {},
  ): Promise<WebhookDelivery[]> {
    const all: WebhookDelivery[] = [];
    for (;;) {
      const page = await this.bus.request('webhooks.list_deliveries', {
        account_id: accountId,
        limit: 100,
        ...filters,
        ...(all.length > 0 ? { starting_after: all.at(-1)!.id } : {}),
      });
      all.push(...page.data);
      if (!page.has_more) return all;
    }
  }

  /** Waits until the account's deliveries (matching `filters`) satisfy `done`, and returns them. */
  async deliveriesWhen(
    accountId: string,
    done: (deliveries: WebhookDelivery[]) => boolean,
    description: string,
    filters: { video_id?: string; endpoint_id?: string } = {},
  ): Promise<WebhookDelivery[]> {
    return pollUntil(
      async () => {
        const deliveries = await this.allDeliveries(accountId, filters);
        return done(deliveries) ? deliveries : undefined;
      },
      { timeoutMs: 60_000, description },
    );
  }

  /** Registers an endpoint of the account, as the gateway would after validating it. */
  async createEndpoint(accountId: string, url: string, events: WebhookEventKind[] = [...WEBHOOK_EVENT_KINDS]) {
    return this.bus.request('webhooks.create_endpoint', { account_id: accountId, url, events, description: null });
  }

  /** Waits until the delivery for `videoId` has finished (succeeded or failed) and returns it. */
  async settledDelivery(accountId: string, videoId: string): Promise<WebhookDelivery> {
    return pollUntil(
      async () => {
        const [delivery] = (await this.deliveries(accountId, { video_id: videoId })).data;
        return delivery && delivery.status !== 'pending' ? delivery : undefined;
      },
      { timeoutMs: 30_000, description: `the delivery for ${videoId} to finish` },
    );
  }

  async stop(): Promise<void> {
    await this.bus.onApplicationShutdown();
    await this.service.stop();
  }
}

/** A fresh account id per test. */
export function newAccountId(): string {
  return `acct_TEST${Math.random().toString(36).slice(2, 14).toUpperCase().padEnd(12, '0')}`;
}

/** A finished video as the videos service announces it. */
export function finishedVideo(overrides: Partial<VideoRecord> = {}): VideoRecord {
  const now = new Date().toISOString();
  const id = newId('vid');
  return {
    id,
    status: 'completed',
    template_id: 'tmpl_vertical',
    template_version: 1,
    product_id: 'prod_TEST',
    batch_id: null,
    user_prompt: {},
    language: 'en',
    voice: 'espeak-en',
    webhook_url: null,
    progress: 100,
    files: { video_key: `videos/${id}_abc.mp4`, thumbnail_key: `thumbnails/${id}_abc.jpg` },
    duration_seconds: 6,
    width: 1080,
    height: 1920,
    credits_used: 10,
    error: null,
    warnings: [],
    music: null,
    created_at: now,
    started_at: now,
    completed_at: now,
    failed_at: null,
    ...overrides,
  };
}

/** The record a webhook carries for a video: the contract's, with the files' public URLs. */
export const sent = (video: VideoRecord): Video => publicVideo(video, PUBLIC_BASE_URL);

/**
 * TCP servers on loopback, each its own receiver (port), that accept connections and never
 * answer: the "endpoints that never answer" of an abusive account.
 */
export class SilentServers {
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly servers: Server[]) {
    for (const server of servers) {
      server.on('connection', (socket) => {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      });
    }
  }

  static async start(count: number): Promise<SilentServers> {
    const servers = await Promise.all(
      Array.from({ length: count }, async () => {
        const server = createServer();
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', resolve);
        });
        return server;
      }),
    );
    return new SilentServers(servers);
  }

  /** One URL per server. */
  urls(path = '/hook'): string[] {
    return this.servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  }

  /** Connections open now: the attempts hanging on these servers. */
  get open(): number {
    return this.sockets.size;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(this.servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
