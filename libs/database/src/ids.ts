import { randomFillSync } from 'node:crypto';
import { monotonicFactory, ulid } from 'ulid';

/** Type prefixes of every public identifier (docs/api.md, "Identifiers"). */
export type IdPrefix =
  | 'acct'
  | 'key'
  | 'prod'
  | 'tmpl'
  | 'vid'
  | 'txn'
  | 'topup'
  | 'whd'
  | 'evt'
  | 'req'
  | 'we'
  | 'asset'
  | 'batch'
  | 'sync';

const pool = Buffer.alloc(4096);
let poolUsed = pool.length;

/**
 * ulid's randomness, from the same CSPRNG as its default but drawn 4 KiB at a time: the default
 * asks crypto for one byte per character (16 calls per id), which showed in the gateway's
 * profile as the cost of every request's id. A byte / 256 picks one of 32 characters evenly.
 */
function pooledRandom(): number {
  if (poolUsed === pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  return pool[poolUsed++]! / 256;
}

const monotonic = monotonicFactory(pooledRandom);

/**
 * Ids whose body is random in full, even between ids made in the same millisecond: a video id
 * is part of its files' names, which are served without an API key, so the next id must not be
 * the previous one plus one (as monotonic ULIDs make it).
 */
const FULLY_RANDOM: ReadonlySet<IdPrefix> = new Set(['vid']);

/**
 * A prefixed, time-sortable identifier: ids made in a later millisecond sort after ids made
 * earlier. Other than video ids, ids made within one millisecond also sort in creation order
 * (the outbox publishes in id order; ledger rows list in it).
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${FULLY_RANDOM.has(prefix) ? ulid(undefined, pooledRandom) : monotonic()}`;
}

const ULID_BODY = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && ULID_BODY.test(value.slice(prefix.length + 1));
}
