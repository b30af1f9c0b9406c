import { CreateLedgerAndTopUps1764000000000 } from './1764000000000-create-ledger-and-top-ups.js';
import { CreateOutbox1764100000000 } from './1764100000000-create-outbox.js';
import { CreateVideoCharges1764300000000 } from './1764300000000-create-video-charges.js';
import { AddTopUpsStripeSyncedAt1764900000000 } from './1764900000000-add-top-ups-stripe-synced-at.js';
import { AddTopUpsIdempotencyKey1764900100000 } from './1764900100000-add-top-ups-idempotency-key.js';
import { CreateBatchCharges1768000000000 } from './1768000000000-create-batch-charges.js';

/** Every migration of the billing database, oldest first. */
export const billingMigrations = [
  CreateLedgerAndTopUps1764000000000,
  CreateOutbox1764100000000,
  CreateVideoCharges1764300000000,
  AddTopUpsStripeSyncedAt1764900000000,
  AddTopUpsIdempotencyKey1764900100000,
  CreateBatchCharges1768000000000,
];
