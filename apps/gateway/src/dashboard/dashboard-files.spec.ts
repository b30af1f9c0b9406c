import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DashboardFiles } from './dashboard-files.js';

const RESERVED = ['/v1', '/health', '/metrics'];

function builtDashboard(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reelsmith-dashboard-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dashboard</title>');
  writeFileSync(join(dir, 'assets', 'app-ABC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'assets', 'app-ABC123.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets', 'icon-1a2b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe(DashboardFiles.name, () => {
  const files = DashboardFiles.load(builtDashboard(), RESERVED)!;

  it('serves the page at / and at client routes, to be revalidated on every load', () => {
    for (const path of ['/', '/index.html', '/products', '/videos/new', '/videos/vid_01ABC']) {
      expect(files.resolve(path)).toMatchObject({
        isPage: true,
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
      });
    }
  });

  it('serves hashed assets with their content type for a year', () => {
    expect(files.resolve('/assets/app-ABC123.js')).toMatchObject({
      isPage: false,
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(files.resolve('/assets/app-ABC123.css')?.contentType).toBe('text/css; charset=utf-8');
    expect(files.resolve('/assets/icon-1a2b.svg')?.contentType).toBe('image/svg+xml');
  });

  it('never answers the API, the probes or a missing file with the page', () => {
    for (const path of [
      '/v1',
      '/v1/products',
      '/v1/nope',
      '/health/ready',
      '/metrics',
      '/favicon.ico',
      '/assets/gone',
    ]) {
      expect({ path, file: files.resolve(path) }).toEqual({ path, file: undefined });
    }
  });

  it('keeps a gzipped copy of text worth compressing, and an ETag per content', () => {
    const script = files.resolve('/assets/app-ABC123.js')!;
    expect(gunzipSync(script.gzipped!)).toEqual(script.body);
    expect(files.resolve('/assets/app-ABC123.css')!.gzipped).toBeUndefined();
    expect(script.etag).toMatch(/^"[\w-]{22}"$/);
    expect(script.etag).not.toBe(files.resolve('/')!.etag);
  });

  it('finds no dashboard in a folder without index.html', () => {
    expect(DashboardFiles.load(mkdtempSync(join(tmpdir(), 'reelsmith-empty-')), RESERVED)).toBeUndefined();
    expect(DashboardFiles.load('/no/such/folder', RESERVED)).toBeUndefined();
  });
});
