import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger } from '@reelsmith/config';
import { GATEWAY_SERVICE_NAME } from './app.module.js';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

/**
 * Boots the gateway from an environment and listens: main.ts passes the process's and every
 * address, tests their own environment and 127.0.0.1.
 */
export async function startGateway(
  env: NodeJS.ProcessEnv = process.env,
  host = '0.0.0.0',
): Promise<NestFastifyApplication> {
  const config = loadGatewayConfig(env);
  const logger = createLogger(GATEWAY_SERVICE_NAME, config.LOG_LEVEL);
  const app = await createGateway(config, logger);
  await app.listen(config.GATEWAY_PORT, host);
  logger.info({ port: config.GATEWAY_PORT, base_url: `${config.PUBLIC_BASE_URL}/v1` }, 'gateway started');
  return app;
}
