import { CreateAccounts1763800000000 } from './1763800000000-create-accounts.js';

/** Every migration of the gateway database, oldest first. */
export const gatewayMigrations = [CreateAccounts1763800000000];
