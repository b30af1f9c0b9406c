import { CreateAccounts1763800000000 } from './1763800000000-create-accounts.js';
import { NameApiKeysAccountFk1764400000000 } from './1764400000000-name-api-keys-account-fk.js';

/** Every migration of the gateway database, oldest first. */
export const gatewayMigrations = [CreateAccounts1763800000000, NameApiKeysAccountFk1764400000000];
