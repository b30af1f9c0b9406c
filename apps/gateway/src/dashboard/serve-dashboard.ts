import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { overlongIdError } from '../http/api-error.filter.js';
import { API_PREFIX, UNVERSIONED_PATHS } from '../openapi/openapi-document.js';
import { DashboardFiles, defaultDashboardDir, type DashboardFile } from './dashboard-files.js';

/** Paths that belong to the API and the probes: never answered with the dashboard. */
const RESERVED = [...new Set([`/${API_PREFIX}`, ...UNVERSIONED_PATHS.map((path) => `/${path.split('/')[0]}`)])];

/**
 * What the page may load: its own scripts and styles only (no inline code), product images
 * from any http(s) address, rendered files from PUBLIC_BASE_URL, API calls to this origin.
 */
export function contentSecurityPolicy(publicBaseUrl: string): string {
  const files = new URL(publicBaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${files} https: http: data: blob:`,
    // blob: for the voice samples, fetched with the API key and played from memory.
    `media-src 'self' ${files} blob:`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not `gzip;q=0`). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: DashboardFile, csp: string) {
  void reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', file.cacheControl)
    .header('ETag', file.etag)
    .header('X-Content-Type-Options', 'nosniff');
  if (file.isPage) {
    void reply
      .header('Content-Security-Policy', csp)
      .header('Referrer-Policy', 'same-origin')
      .header('X-Frame-Options', 'DENY');
  }
  if (file.gzipped) void reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  if (file.gzipped && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('Content-Encoding', 'gzip').send(file.gzipped);
  }
  return reply.send(file.body);
}

/**
 * Serves the dashboard (apps/web's build) at `/`, beside the API under `/v1`: routes of the
 * HTTP server itself, so they are neither rate limited nor authenticated nor in the OpenAPI
 * document. A gateway without a built dashboard starts all the same and says so.
 */
export function serveDashboard(fastify: FastifyInstance, config: GatewayConfig, logger: Logger): void {
  const dir = config.WEB_DIST_DIR ?? defaultDashboardDir();
  const files = dir === undefined ? undefined : DashboardFiles.load(dir, RESERVED);
  if (!files) {
    logger.warn(
      { dir: dir ?? null },
      'the dashboard is not built, so / is not served: run `npm run build -w @reelsmith/web` (or set WEB_DIST_DIR)',
    );
    return;
  }
  const csp = contentSecurityPolicy(config.PUBLIC_BASE_URL);
  // Fastify's default when the gateway sets none.
  const maxParamLength = fastify.initialConfig.maxParamLength ?? 100;
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const file = files.resolve(path);
    if (!file) {
      // An API path whose id is longer than the router takes falls past its route to this one.
      if (path.startsWith(`/${API_PREFIX}/`) && path.split('/').some((part) => part.length > maxParamLength)) {
        const error = overlongIdError();
        return reply.status(error.status).send(error.toBody());
      }
      // Not ours: the API's own 404 (JSON, in the contract's error shape).
      return reply.callNotFound();
    }
    return send(request, reply, file, csp);
  };
  fastify.get('/', handler);
  fastify.get('/*', handler);
  logger.info({ dir, files: files.size }, 'dashboard served at /');
}
