import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  REQUEST_ID_HEADER,
  eventSubject,
  type EventName,
  type EventPayload,
  requestSubject,
  type RenderRequest,
  type VideoStatus,
} from '@reelsmith/contracts';
import { MessageBus, publishEvent } from '@reelsmith/messaging';
import { loadTemplates, previewTemplate } from '@reelsmith/templates';
import { ServiceHarness, TEST_TEMPLATE_FPS, TestFileServer, pollUntil } from '@reelsmith/testing';
import { startRender } from '../src/start.js';
import { RENDER_SERVICE_NAME } from '../src/app.module.js';
import { writeTestProductImage } from '../src/test-support/fixtures.js';

export interface SeenEvent<N extends EventName = EventName> {
  name: N;
  payload: EventPayload<N>;
  requestId: string | undefined;
}

/**
 * A render worker in-process with a private NATS, a storage folder and a work folder of its
 * own, a server for the product picture, and a log of every event published on the bus.
 */
export class RenderTestBed {
  readonly events: SeenEvent[] = [];
  /** What the stand-in videos service answers about a video (default: processing). */
  readonly statuses = new Map<string, VideoStatus>();
  private constructor(
    readonly harness: ServiceHarness,
    readonly bus: MessageBus,
    private readonly connection: NatsConnection,
    private readonly subscription: Subscription,
    private readonly images: TestFileServer,
    readonly dir: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<RenderTestBed> {
    const dir = await mkdtemp(join(tmpdir(), 'reelsmith-render-test-'));
    const image = await readFile(await writeTestProductImage(join(dir, 'product.png')));
    const images = await TestFileServer.start({ '/product.png': { body: image, contentType: 'image/png' } });
    const harness = await ServiceHarness.start({
      name: RENDER_SERVICE_NAME,
      portEnv: 'RENDER_HTTP_PORT',
      env: {
        ALLOW_PRIVATE_URLS: 'true',
        STORAGE_DIR: join(dir, 'storage'),
        RENDER_WORK_DIR: join(dir, 'work'),
        ...env,
      },
      start: startRender,
    });
    const bus = MessageBus.connect(harness.nats.url, 'render-test');
    const connection = await bus.connection();
    const subscription = connection.subscribe('events.v1.>');
    const bed = new RenderTestBed(harness, bus, connection, subscription, images, dir);
    void bed.record();
    bed.answerVideoQuestions();
    return bed;
  }

  private async record(): Promise<void> {
    for await (const message of this.subscription) this.events.push(seen(message));
  }

  /** Answers `videos.get_video` as the videos service would, with the status set in `statuses`. */
  private answerVideoQuestions(): void {
    this.connection.subscribe(requestSubject('videos.get_video'), {
      callback: (error, message) => {
        if (error) return;
        const { id, data } = message.json<{ id: string; data: { id: string } }>();
        const status = this.statuses.get(data.id) ?? 'processing';
        message.respond(JSON.stringify({ id, response: { id: data.id, status }, isDisposed: true }));
      },
    });
  }

  /**
   * A render request for a built-in template: full size, or small, shortest-allowed (6 s) and at
   * the test stack's frame rate (no test of the worker looks at its frames).
   */
  async request(videoId: string, size: 'small' | 'full' = 'small'): Promise<RenderRequest> {
    const templates = await loadTemplates();
    const vertical = templates.find((t) => t.height > t.width)!;
    const definition =
      size === 'full'
        ? vertical
        : { ...previewTemplate(vertical, { width: 320, height: 568, durationSeconds: 6 }), fps: TEST_TEMPLATE_FPS };
    return {
      video_id: videoId,
      account_id: 'acct_RENDERTEST',
      template: {
        id: definition.id,
        name: definition.name,
        description: definition.description,
        width: definition.width,
        height: definition.height,
        fps: definition.fps,
        duration_seconds: definition.duration_seconds,
        credits: definition.credits,
        variables: {},
        scene: definition,
      },
      product: { name: 'Desk lamp', description: null, image_url: `${this.images.baseUrl}/product.png` },
      user_prompt: {},
      language: 'en',
      watermark: false,
      files: {
        video_key: `videos/${videoId}_abc.mp4`,
        thumbnail_key: `thumbnails/${videoId}_abc.jpg`,
        captions_key: `captions/${videoId}_abc.vtt`,
      },
    };
  }

  async publish<N extends EventName>(name: N, payload: EventPayload<N>, requestId: string): Promise<void> {
    await publishEvent(this.connection, name, payload, { messageId: `${name}:${requestId}`, requestId });
  }

  /** The first event of that name about that video, once published. */
  waitFor<N extends EventName>(name: N, videoId: string, timeoutMs = 120_000): Promise<SeenEvent<N>> {
    return pollUntil(async () => this.about(videoId).find((event): event is SeenEvent<N> => event.name === name), {
      timeoutMs,
      description: `${name} for ${videoId}`,
    });
  }

  about(videoId: string): SeenEvent[] {
    return this.events.filter((event) => (event.payload as { video_id?: string }).video_id === videoId);
  }

  /** Entries left in RENDER_WORK_DIR: every render's scratch files live there. */
  async workFiles(): Promise<string[]> {
    return readdir(join(this.dir, 'work')).catch(() => []);
  }

  storagePath(key: string): string {
    return join(this.dir, 'storage', key);
  }

  async stop(): Promise<void> {
    this.subscription.unsubscribe();
    await this.harness.stop();
    await this.bus.onApplicationShutdown();
    await this.images.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

const EVENT_SUBJECT_PREFIX = eventSubject('video.created').replace(/video\.created$/, '');

function seen(message: Msg): SeenEvent {
  const name = message.subject.slice(EVENT_SUBJECT_PREFIX.length) as EventName;
  return { name, payload: message.json(), requestId: message.headers?.get(REQUEST_ID_HEADER) || undefined };
}
