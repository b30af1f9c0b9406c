import { ServiceHarness } from '@reelsmith/testing';
import { GATEWAY_SERVICE_NAME } from '../src/app.module.js';
import { startGateway as startGatewayApp } from '../src/start.js';

/**
 * The gateway in-process (libs/testing ServiceHarness), listening on a free port as main.ts does.
 * A replica beside it: `startGateway({ NATS_URL: first.env.NATS_URL }, first)` shares the first
 * one's NATS server and database.
 */
export function startGateway(env: Record<string, string> = {}, replicaOf?: ServiceHarness): Promise<ServiceHarness> {
  return ServiceHarness.start({
    name: GATEWAY_SERVICE_NAME,
    databaseEnv: 'GATEWAY_DATABASE',
    portEnv: 'GATEWAY_PORT',
    env: replicaOf ? { ...env, NATS_URL: replicaOf.env.NATS_URL! } : env,
    sharedDatabase: replicaOf?.env.GATEWAY_DATABASE,
    start: (startEnv) => startGatewayApp(startEnv, '127.0.0.1'),
  });
}
