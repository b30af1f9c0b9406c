import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { MessageBus } from '@reelsmith/messaging';
import { createAccountBody } from '../accounts/accounts.schemas.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { ApiKeysService } from '../accounts/api-keys.service.js';
import { grantCreditsBody } from '../billing/billing.schemas.js';
import { ApiError } from '../http/api-error.js';
import { findInputProblem } from '../http/plain-text.js';
import { parseInput } from '../http/validation.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]
  create-account --name <name> [--language <code>]
  create-api-key --account <acct_…>
  list-api-keys  --account <acct_…>
  revoke-api-key --account <acct_…> --key <key_…>
  grant-credits  --account <acct_…> --amount <credits> --description <text> [--idempotency-key <key>]`;

/** A mistake in the command line: the usage is printed and the exit code is 2. */
export class UsageError extends Error {}

export interface AdminDependencies {
  dataSource: DataSource;
  /** Only the commands that tell other services (revoke, grant) connect to NATS. */
  bus: () => MessageBus;
}

/**
 * The operator's command line: the same operations as the admin API, with the same
 * validation, answering the same JSON. Returns what to print.
 */
export async function runAdminCommand(argv: string[], deps: AdminDependencies): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      language: { type: 'string' },
      account: { type: 'string' },
      key: { type: 'string' },
      amount: { type: 'string' },
      description: { type: 'string' },
      'idempotency-key': { type: 'string' },
    },
  });
  const [command] = positionals;
  const apiKeys = () => new ApiKeysService(deps.dataSource, deps.bus());
  try {
    switch (command) {
      case 'create-account': {
        const body = validated(createAccountBody, { name: values.name, language: values.language });
        return await new AccountsService(deps.dataSource).create(body.name, body.language);
      }
      case 'create-api-key':
        return await apiKeys().create(required(values.account, 'account'));
      case 'list-api-keys':
        return { data: await apiKeys().list(required(values.account, 'account')), has_more: false };
      case 'revoke-api-key':
        return await apiKeys().revoke(required(values.account, 'account'), required(values.key, 'key'));
      case 'grant-credits': {
        const accountId = required(values.account, 'account');
        const body = validated(grantCreditsBody, {
          amount: values.amount === undefined ? undefined : Number(values.amount),
          description: values.description,
        });
        if (!(await new AccountsService(deps.dataSource).exists(accountId))) {
          throw new UsageError(`No such account: '${accountId}'.`);
        }
        return await deps.bus().request('billing.grant_credits', {
          account_id: accountId,
          ...body,
          idempotency_key: values['idempotency-key'],
        });
      }
      default:
        throw new UsageError(ADMIN_USAGE);
    }
  } catch (error) {
    // The API's refusals (a missing account or key) are the operator's mistakes too.
    if (error instanceof ApiError && error.status < 500) throw new UsageError(error.message);
    throw error;
  }
}

function validated<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (findInputProblem(defined, 1)) throw new UsageError('Options must not contain control characters.');
  return parseInput<S>(schema, defined, 'body');
}

function required(value: string | undefined, option: string): string {
  if (!value || findInputProblem(value, 0)) throw new UsageError(`--${option} is required.\n${ADMIN_USAGE}`);
  return value;
}
