import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type INestApplication,
  type OnModuleDestroy,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { NestPinoLogger } from '@reelsmith/config';
import { DrainingNatsServer } from './draining-nats-server.js';
import { natsServerSettings, type NatsCredentials } from './nats-options.js';

export interface ServiceStartOptions {
  name: string;
  natsUrl: string;
  /** Besides credentials in `natsUrl`: `natsCredentialsOf(config)`. */
  natsCredentials?: NatsCredentials;
  /** Port of the service's own small HTTP server (health probes). */
  httpPort: number;
  logger: Logger;
}

const REQUEST_SERVER = Symbol('REQUEST_SERVER');

/**
 * The first step of every stop: no more NATS requests. Nest closes its transports only after
 * the providers' `beforeApplicationShutdown` hooks, where event consumers finish their events;
 * requests taken meanwhile would be served by an instance on its way out.
 */
@Injectable()
class StopTakingRequestsFirst implements OnModuleDestroy {
  constructor(@Inject(REQUEST_SERVER) private readonly server: DrainingNatsServer) {}

  async onModuleDestroy(): Promise<void> {
    await this.server.stopTakingRequests();
  }
}

/** The service's own module, beside the request server's first step of a stop. */
@Module({})
class ServiceModule {
  static around(module: Type<unknown> | DynamicModule, server: DrainingNatsServer): DynamicModule {
    return {
      module: ServiceModule,
      imports: [module],
      providers: [{ provide: REQUEST_SERVER, useValue: server }, StopTakingRequestsFirst],
    };
  }
}

/**
 * Starts a back-end service: NATS request handlers in the service's queue group, plus an
 * HTTP server for its health probes. SIGTERM (or SIGINT) drains: requests stop coming at once,
 * the probes answer 503, event consumers stop pulling and finish the events they hold, every
 * request taken is answered, connections close; then the process exits 0 (1 if the drain failed).
 */
export async function startService(
  module: Type<unknown> | DynamicModule,
  options: ServiceStartOptions,
): Promise<INestApplication> {
  const server = new DrainingNatsServer(
    natsServerSettings({ ...options.natsCredentials, url: options.natsUrl, name: options.name }),
  );
  const app = await NestFactory.create<NestFastifyApplication>(
    ServiceModule.around(module, server),
    new FastifyAdapter(),
    {
      logger: new NestPinoLogger(options.logger),
    },
  );
  app.connectMicroservice({ strategy: server }, { inheritAppConfig: true });
  app.enableShutdownHooks([], { useProcessExit: true });
  // Every provider's onModuleInit first (a catalog loads its templates there): a hybrid app's
  // request server subscribes as soon as it starts, and only app.listen would init otherwise.
  await app.init();
  await app.startAllMicroservices();
  await app.listen(options.httpPort, '0.0.0.0');
  options.logger.info({ port: options.httpPort }, `${options.name} started`);
  return app;
}
