import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { NestPinoLogger } from '@reelsmith/config';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { toApiError } from './http/api-error.filter.js';
import { requestIdFor } from './http/request-id.js';
import { API_PREFIX } from './openapi/openapi-document.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The gateway application, configured but not listening (tests drive it in-process too). */
export async function createGateway(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    requestIdHeader: false,
    logger: false,
    trustProxy: true,
  });
  const fastify = adapter.getInstance();
  // JSON is the only body the API takes; anything else is answered 415.
  fastify.removeContentTypeParser(['text/plain']);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('Request-Id', request.id);
    done();
  });
  // Errors raised by Fastify before Nest routes the request (body parsing, limits).
  fastify.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error, request);
    void reply.status(apiError.status).headers(apiError.headers).send(apiError.toBody());
  });

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: 'health/live', method: RequestMethod.GET },
      { path: 'health/ready', method: RequestMethod.GET },
    ],
  });
  app.enableShutdownHooks();
  return app;
}
