import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reelsmith } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  metricSample,
  sharedStack,
  testPicture,
  waitForVideo,
} from '@reelsmith/testing';

/** The counters this journey moves, by app: [name, labels]. */
const COUNTERS: Record<string, Array<[string, Record<string, string>]>> = {
  gateway: [
    ['reelsmith_http_request_duration_seconds_count', { method: 'POST', route: '/v1/products', status: '201' }],
    ['reelsmith_http_request_duration_seconds_count', { method: 'GET', route: '/v1/products/:id', status: '404' }],
    ['reelsmith_nats_request_duration_seconds_count', { request: 'catalog.create_product', outcome: 'ok' }],
    ['reelsmith_nats_request_duration_seconds_count', { request: 'catalog.get_products', outcome: 'ok' }],
  ],
  render: [['reelsmith_render_duration_seconds_count', { outcome: 'completed' }]],
  billing: [
    ['reelsmith_credits_debited_total', {}],
    ['reelsmith_credits_refunded_total', {}],
  ],
};

describe('every service serves Prometheus metrics at /metrics and logs the request id of each hop', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let rs: Reelsmith;
  const scrape = async (app: string) => {
    const response = await fetch(`${stack.urlOf(app)}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };

  beforeAll(async () => {
    images = await TestFileServer.start({ '/mug.png': { body: testPicture(600, 600), contentType: 'image/png' } });
    stack = sharedStack();
    const account = await stack.createAccount('Metrics shop');
    rs = stack.client(account.apiKey);
    await stack.grantCredits(account.id, 100, 'e2e');
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  /** Every counter of COUNTERS, read now (the shared stack's counters include other files' work). */
  const readCounters = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(COUNTERS).map(async ([app, counters]) => {
          const text = await scrape(app);
          return [app, counters.map(([name, labels]) => metricSample(text, name, labels) ?? 0)] as const;
        }),
      ),
    );

  it('counts HTTP requests by route template and status, NATS requests, outbox lag, renders and credits', async () => {
    const before = await readCounters();
    const product = await rs.products.create({ name: 'Mug', image_url: `${images.baseUrl}/mug.png` });
    expect((await rs.products.retrieve(product.id)).id).toBe(product.id);
    await expect(rs.products.retrieve('prod_doesnotexist')).rejects.toMatchObject({ status: 404 });
    const templates = (await rs.templates.list({ limit: 100 })).data;
    const template = templates.reduce((a, b) => (a.duration_seconds <= b.duration_seconds ? a : b));
    const video = await rs.videos.create(
      { template_id: template.id, product_id: product.id },
      { requestId: 'trace-metrics-e2e' },
    );
    expect(await waitForVideo(rs, video.id, { timeoutMs: 300_000 })).toMatchObject({ status: 'completed' });

    // One request id across the hops: the gateway's access log, the state changes videos and
    // billing logged, and the render worker's log of the job that reached it through their
    // outboxes and events.
    for (const app of ['gateway', 'videos', 'billing', 'render']) {
      const logged = stack.logRecords(app).some((record) => record.request_id === 'trace-metrics-e2e');
      expect({ app, logged }).toEqual({ app, logged: true });
    }

    const after = await readCounters();
    const moved = (app: string) => after[app]!.map((value, i) => value - before[app]![i]!);
    // Route templates, never raw ids, so the series stay few. Product reads go out batched; a
    // missing product is one item's answer, not a failed request.
    expect(moved('gateway')).toEqual([1, 1, 1, 2]);
    const gateway = await scrape('gateway');
    expect(gateway).not.toContain(product.id);
    expect(metricSample(gateway, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    for (const app of ['catalog', 'videos', 'billing']) {
      expect({ app, lag: metricSample(await scrape(app), 'reelsmith_outbox_lag_seconds') }).toEqual({
        app,
        lag: expect.any(Number),
      });
    }

    expect(moved('render')).toEqual([1]);
    const render = await scrape('render');
    expect(metricSample(render, 'reelsmith_renders_in_flight')).toBe(0);
    expect(metricSample(render, 'reelsmith_render_queue_depth')).toBe(0);
    expect(
      metricSample(render, 'reelsmith_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health/ready',
        status: '200',
      }),
    ).toBeGreaterThan(0);
    // Debited and nothing refunded.
    expect(moved('billing')).toEqual([template.credits, 0]);

    // The alert rules and the dashboard name only metrics some app serves: with samples, or
    // declared and not yet observed (no dead letter yet, say).
    const lines = (await Promise.all(['gateway', 'catalog', 'videos', 'billing', 'render', 'webhooks'].map(scrape)))
      .join('\n')
      .split('\n');
    const served = new Set(
      lines.filter((line) => line && !line.startsWith('#')).map((line) => /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)![0]),
    );
    for (const [, name, type] of lines.join('\n').matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      served.add(name!);
      if (type === 'histogram') for (const end of ['_bucket', '_count', '_sum']) served.add(name! + end);
    }
    const root = join(import.meta.dirname, '..', '..');
    const named = [
      await readFile(join(root, 'k8s/monitoring/alerts.yaml'), 'utf8'),
      await readFile(join(root, 'k8s/monitoring/grafana-dashboard.json'), 'utf8'),
    ]
      .join('\n')
      .match(/\b(reelsmith|nodejs|process)_[a-z0-9_]+/g)!;
    const missing = [...new Set(named)].filter((name) => !served.has(name));
    expect(missing).toEqual([]);
  });
});
