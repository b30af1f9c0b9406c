import 'reflect-metadata';
import { createLogger } from '@reelsmith/config';
import { GATEWAY_SERVICE_NAME } from './app.module.js';
import { loadGatewayConfig } from './config.js';
import { createGateway } from './create-gateway.js';

const config = loadGatewayConfig();
const logger = createLogger(GATEWAY_SERVICE_NAME, config.LOG_LEVEL);
const app = await createGateway(config, logger);
await app.listen(config.GATEWAY_PORT, '0.0.0.0');
logger.info({ port: config.GATEWAY_PORT, base_url: `${config.PUBLIC_BASE_URL}/v1` }, 'gateway started');
