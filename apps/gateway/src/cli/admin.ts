import 'reflect-metadata';
import { openServiceDatabase } from '@reelsmith/database';
import { MessageBus, natsCredentialsOf } from '@reelsmith/messaging';
import { gatewayEntities } from '../app.module.js';
import { loadGatewayConfig } from '../config.js';
import { gatewayMigrations } from '../migrations/index.js';
import { runAdminCommand, UsageError } from './admin-commands.js';

/** `npm run admin -- …`: the admin API's operations from a shell (see admin-commands.ts). */
async function main(argv: string[]): Promise<void> {
  const config = loadGatewayConfig();
  const dataSource = await openServiceDatabase({
    serverUrl: config.POSTGRES_URL,
    database: config.GATEWAY_DATABASE,
    entities: gatewayEntities,
    migrations: gatewayMigrations,
  });
  let bus: MessageBus | undefined;
  try {
    const result = await runAdminCommand(argv, {
      dataSource,
      bus: () => (bus ??= MessageBus.connect(config.NATS_URL, 'gateway-admin', natsCredentialsOf(config))),
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await bus?.onApplicationShutdown();
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
