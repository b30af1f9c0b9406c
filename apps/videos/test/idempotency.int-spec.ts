import type { RenderTemplate } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { loadTemplates, templateSummary } from '@reelsmith/templates';
import type { ServiceHarness } from '@reelsmith/testing';
import { VideosService } from '../src/videos/videos.service.js';
import { startVideos } from './videos-harness.js';

describe('creating a video with an Idempotency-Key', () => {
  let harness: ServiceHarness;
  let videos: VideosService;
  let template: RenderTemplate;

  beforeAll(async () => {
    harness = await startVideos();
    videos = harness.app.get(VideosService);
    const [definition] = await loadTemplates();
    template = { ...templateSummary(definition!), scene: definition! };
    // Catalog and billing, as far as creating a video asks them.
    const bus = harness.app.get(MessageBus);
    bus.request = (async (name: string, payload: { id?: string }) => {
      if (name === 'catalog.get_render_template') return template;
      if (name === 'catalog.get_product') {
        return { id: payload.id, name: 'Mug', description: null, image_url: 'http://127.0.0.1/m.png', price: null };
      }
      if (name === 'billing.get_balance') return { credits: 1_000, is_premium: false };
      throw new Error(`unexpected request ${name}`);
    }) as typeof bus.request;
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const command = (account_id: string, idempotency_key?: string) => ({
    account_id,
    template_id: template.id,
    product_id: 'prod_IDEMPOTENT',
    user_prompt: {},
    language: 'en' as const,
    webhook_url: null,
    idempotency_key,
  });

  const count = async (sql: string, params: unknown[]) =>
    Number((await harness.dataSource.query<Array<{ count: string }>>(sql, params))[0]!.count);

  it('makes one video, announced once, however often and concurrently the key is sent', async () => {
    const account = 'acct_IDEMPOTENT000000000001';
    const answers = await Promise.all(Array.from({ length: 6 }, () => videos.create(command(account, 'retry-1'))));
    const ids = new Set(answers.map((video) => video.id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect(await count(`SELECT count(*) FROM "videos" WHERE "account_id" = $1`, [account])).toBe(1);
    expect(await count(`SELECT count(*) FROM "outbox" WHERE "payload"->>'video_id' = $1`, [id])).toBe(1);

    // A retry after the gateway gave up (timeout, crash) answers the same video.
    expect((await videos.create(command(account, 'retry-1'))).id).toBe(id);
  });

  it('scopes keys to the account, and makes a video per request without one', async () => {
    const first = await videos.create(command('acct_IDEMPOTENT000000000002', 'shared-key'));
    const second = await videos.create(command('acct_IDEMPOTENT000000000003', 'shared-key'));
    expect(second.id).not.toBe(first.id);
    const account = 'acct_IDEMPOTENT000000000004';
    await videos.create(command(account));
    await videos.create(command(account));
    expect(await count(`SELECT count(*) FROM "videos" WHERE "account_id" = $1`, [account])).toBe(2);
  });
});
