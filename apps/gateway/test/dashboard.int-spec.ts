import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const SCRIPT = `console.log(${JSON.stringify('dashboard '.repeat(500))});`;

function builtDashboard(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reelsmith-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app-X1.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-X1.js'), SCRIPT);
  return dir;
}

describe('the dashboard served by the gateway', () => {
  let harness: ServiceHarness;
  let root: string;

  beforeAll(async () => {
    harness = await startGateway({
      WEB_DIST_DIR: builtDashboard(),
      PUBLIC_BASE_URL: 'https://videos.example',
      UNAUTHENTICATED_RATE_LIMIT_PER_SECOND: '1',
      UNAUTHENTICATED_RATE_LIMIT_BURST: '2',
    });
    root = `http://127.0.0.1:${harness.env.GATEWAY_PORT}`;
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('serves the page at / and at client routes, with a Content-Security-Policy that allows no inline script', async () => {
    for (const path of ['/', '/videos/new', '/balance?from=checkout']) {
      const response = await fetch(`${root}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("media-src 'self' https://videos.example blob:;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await response.text()).toContain('/assets/app-X1.js');
    }
  });

  it('serves hashed assets gzipped when asked, cached for a year, and answers 304 to a known ETag', async () => {
    const response = await fetch(`${root}/assets/app-X1.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
    const again = await fetch(`${root}/assets/app-X1.js`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it("answers the API's paths, the probes and missing files as before, never with the page", async () => {
    for (const path of ['/v1/no-such-route', '/v1', '/health/nope', '/assets/app-GONE.js', '/favicon.ico']) {
      const response = await fetch(`${root}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('not_found');
    }
    expect((await fetch(`${root}/health/live`)).status).toBe(200);
  });

  it('does not count page loads against the rate limit of requests without a key', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${root}/products`).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('leaves the dashboard out of the OpenAPI document', async () => {
    const document = (await (await fetch(`${root}/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(document.paths['/']).toBeUndefined();
    expect(document.paths['/*']).toBeUndefined();
  });

  it('starts without a built dashboard, answering / with the API 404', async () => {
    const bare = await startGateway({ WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'reelsmith-no-web-')) }, harness);
    try {
      const response = await fetch(`http://127.0.0.1:${bare.env.GATEWAY_PORT}/`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    } finally {
      await bare.stop();
    }
  });
});
