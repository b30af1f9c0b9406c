import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { NestPinoLogger, runWithRequestId } from '@reelsmith/config';
import { ASSET_CONTENT_TYPES } from '@reelsmith/contracts';
import { AppModule } from './app.module.js';
import { isStripeWebhook, registerCheckoutFormParser } from './billing/body-parsers.js';
import type { GatewayConfig } from './config.js';
import { serveDashboard } from './dashboard/serve-dashboard.js';
import { toApiError } from './http/api-error.filter.js';
import { drainOversizedBodies } from './http/oversized-bodies.js';
import { BODY_LIMIT_BYTES, registerJsonParser } from './http/json-bodies.js';
import { registerRawUploads } from './http/raw-uploads.js';
import { FEED_CONTENT_TYPES } from './product-syncs/product-syncs.schemas.js';
import { requestIdFor } from './http/request-id.js';
import { allowPrivateUrls } from './http/schemas.js';
import { API_PREFIX, UNVERSIONED_PATHS } from './openapi/openapi-document.js';

/** Feed types that are files wherever they are taken; JSON is parsed as JSON except on the feed route. */
const FEED_FILE_TYPES = FEED_CONTENT_TYPES.filter((type) => type !== 'application/json');

/** The gateway application, configured but not listening (tests drive it in-process too). */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  allowPrivateUrls(config.ALLOW_PRIVATE_URLS);
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // The router refuses a URL it cannot decode before Nest sees the request: in our shape too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const refused = toApiError(error, request);
      if (refused.status >= 500) logger.error({ err: error, url: request.url }, 'unhandled router error');
      void reply.status(refused.status).headers(refused.headers).send(refused.toBody());
    },
    genReqId: requestIdFor,
    requestIdHeader: false,
    logger: false,
    // X-Forwarded-For is believed only from the operator's proxies (rate limits per address).
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    // A client that has not sent its whole request in time is cut off (slow-body attacks),
    // and so is a connection silent for as long.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      // Node checks the deadlines this often (30 s by default, which would double them).
      connectionsCheckingInterval: Math.min(1_000, config.HTTP_REQUEST_TIMEOUT_MS),
    },
  });
  const fastify = adapter.getInstance();
  // A body over the limit is read to its end before the 413, so the client can read the answer.
  drainOversizedBodies(fastify, BODY_LIMIT_BYTES);
  // JSON is the only body the API takes; anything else is answered 415.
  fastify.removeContentTypeParser(['text/plain']);
  // Except: the sandbox checkout page posts forms.
  registerCheckoutFormParser(fastify);
  // And: routes that take a file as the body (assets, feeds) read these types as bytes, up to
  // 20 MB (a feed: 50 MB).
  registerRawUploads(fastify, [...Object.keys(ASSET_CONTENT_TYPES), ...FEED_FILE_TYPES]);
  // JSON, a Shopify feed's too; the Stripe webhook keeps its raw body.
  registerJsonParser(fastify, isStripeWebhook);
  // The rest of the request runs inside its id, so logs and NATS messages carry it.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('Request-Id', request.id);
    runWithRequestId(request.id, done);
  });
  // A stop lets the requests in flight finish; their answers then close their connections, which
  // keep-alive would otherwise hold open, and the exit with them, until the client let go.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('Connection', 'close');
    done(null, payload);
  });
  // The access log: one line per API request, with the id every later hop logs too. Probes
  // and scrapes are left out, they would drown it.
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (!route.startsWith('/health') && route !== '/metrics') {
      logger.info(
        {
          request_id: request.id,
          method: request.method,
          route,
          status: reply.statusCode,
          duration_ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    // Fastify's own JSON parser is the only one: forms and text are answered 415.
    bodyParser: false,
  });
  app.setGlobalPrefix(API_PREFIX, {
    exclude: UNVERSIONED_PATHS.map((path) => ({ path, method: RequestMethod.GET })),
  });
  // The dashboard's files at `/`, outside Nest: no guards, no rate limit, no OpenAPI entry.
  serveDashboard(fastify, config, logger);
  // SIGTERM: new requests are answered 503 and the port closes, requests in flight finish, the
  // connections close, and the process exits 0.
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}
