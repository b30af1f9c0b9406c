import { CreateAccounts1763800000000 } from './1763800000000-create-accounts.js';
import { NameApiKeysAccountFk1764400000000 } from './1764400000000-name-api-keys-account-fk.js';
import { AddApiKeysLast41764900000000 } from './1764900000000-add-api-keys-last4.js';
import { CreateRateLimitBuckets1764900200000 } from './1764900200000-create-rate-limit-buckets.js';
import { LeaseRateLimitTokens1766200000000 } from './1766200000000-lease-rate-limit-tokens.js';
import { CreatePreviewLeases1766900000000 } from './1766900000000-create-preview-leases.js';

/** Every migration of the gateway database, oldest first. */
export const gatewayMigrations = [
  CreateAccounts1763800000000,
  NameApiKeysAccountFk1764400000000,
  AddApiKeysLast41764900000000,
  CreateRateLimitBuckets1764900200000,
  LeaseRateLimitTokens1766200000000,
  CreatePreviewLeases1766900000000,
];
