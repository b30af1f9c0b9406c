import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { NestPinoLogger } from '@reelsmith/config';
import { natsServerOptions, type NatsCredentials } from './nats-options.js';

export interface ServiceStartOptions {
  name: string;
  natsUrl: string;
  /** Besides credentials in `natsUrl`: `natsCredentialsOf(config)`. */
  natsCredentials?: NatsCredentials;
  /** Port of the service's own small HTTP server (health probes). */
  httpPort: number;
  logger: Logger;
}

/**
 * Starts a back-end service: NATS request handlers in the service's queue group, plus an
 * HTTP server for its health probes. SIGTERM drains both before the process exits.
 */
export async function startService(
  module: Type<unknown> | DynamicModule,
  options: ServiceStartOptions,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), {
    logger: new NestPinoLogger(options.logger),
  });
  app.connectMicroservice(natsServerOptions({ ...options.natsCredentials, url: options.natsUrl, name: options.name }), {
    inheritAppConfig: true,
  });
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.httpPort, '0.0.0.0');
  options.logger.info({ port: options.httpPort }, `${options.name} started`);
  return app;
}
