import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of the dashboard, read once at start and kept in memory (about 100 KiB in all). */
export interface DashboardFile {
  body: Buffer;
  /** The same bytes gzipped, when that is worth it. */
  gzipped: Buffer | undefined;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** The page itself (index.html), which gets the Content-Security-Policy. */
  isPage: boolean;
}

const CONTENT_TYPES = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'text/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.webp', 'image/webp'],
  ['.ico', 'image/x-icon'],
  ['.json', 'application/json; charset=utf-8'],
  ['.map', 'application/json; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['.woff2', 'font/woff2'],
]);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

/** Names under assets/ carry a hash of their content: they never change, so they keep a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and anything unhashed: asked again (a 304 when unchanged), so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/** Where the dashboard's build lands when nothing else is configured: `@reelsmith/web`'s dist/. */
export function defaultDashboardDir(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@reelsmith/web/package.json')), 'dist');
  } catch {
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

function fileAt(path: string, urlPath: string): DashboardFile {
  const body = readFileSync(path);
  const extension = extname(path).toLowerCase();
  const gzipped = COMPRESSIBLE.has(extension) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined;
  return {
    body,
    gzipped: gzipped && gzipped.length < body.length ? gzipped : undefined,
    contentType: CONTENT_TYPES.get(extension) ?? 'application/octet-stream',
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    isPage: urlPath === '/index.html',
  };
}

/**
 * The built dashboard (apps/web/dist) by URL path, and which file answers a path: the file
 * itself, or the page for a client route (`/videos/new`). Paths of the API and the probes are
 * never the page, nor is a missing file (a name with an extension, anything under /assets/).
 */
export class DashboardFiles {
  private constructor(
    private readonly files: Map<string, DashboardFile>,
    private readonly reserved: readonly string[],
  ) {}

  /** The files of `dir`, or undefined when it holds no built dashboard (no index.html). */
  static load(dir: string, reserved: readonly string[]): DashboardFiles | undefined {
    if (!existsSync(join(dir, 'index.html'))) return undefined;
    const files = new Map<string, DashboardFile>();
    for (const path of filesUnder(dir)) {
      const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
      files.set(urlPath, fileAt(path, urlPath));
    }
    return new DashboardFiles(files, reserved);
  }

  get size(): number {
    return this.files.size;
  }

  resolve(urlPath: string): DashboardFile | undefined {
    const path = urlPath === '/' ? '/index.html' : urlPath;
    const file = this.files.get(path);
    if (file) return file;
    if (this.reserved.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined;
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (path.startsWith('/assets/') || lastSegment.includes('.')) return undefined;
    return this.files.get('/index.html');
  }
}
