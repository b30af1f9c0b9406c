import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { SUPPORTED_LANGUAGES, type Language } from '@reelsmith/contracts';
import { openServiceDatabase } from '@reelsmith/database';
import { AccountsService } from '../accounts/accounts.service.js';
import { gatewayEntities } from '../app.module.js';
import { loadGatewayConfig } from '../config.js';
import { gatewayMigrations } from '../migrations/index.js';

const USAGE = `Usage: npm run admin -- create-account --name <name> [--language ${SUPPORTED_LANGUAGES.join('|')}]`;

/** The operator's command line: the same operations as the admin API, from a shell. */
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, language: { type: 'string', default: 'en' } },
  });
  const [command] = positionals;
  if (command !== 'create-account' || !values.name?.trim()) throw new UsageError(USAGE);
  if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(values.language)) {
    throw new UsageError(`Unsupported language '${values.language}'. ${USAGE}`);
  }

  const config = loadGatewayConfig();
  const dataSource = await openServiceDatabase({
    serverUrl: config.POSTGRES_URL,
    database: config.GATEWAY_DATABASE,
    entities: gatewayEntities,
    migrations: gatewayMigrations,
  });
  try {
    const created = await new AccountsService(dataSource).create(values.name, values.language as Language);
    process.stdout.write(`${JSON.stringify(created, null, 2)}\n`);
  } finally {
    await dataSource.destroy();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
