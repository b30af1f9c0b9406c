import { monotonicFactory, ulid } from 'ulid';

/** Type prefixes of every public identifier (docs/api.md, "Identifiers"). */
export type IdPrefix = 'acct' | 'key' | 'prod' | 'tmpl' | 'vid' | 'txn' | 'topup' | 'whd' | 'evt' | 'req' | 'we';

const monotonic = monotonicFactory();

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
  return `${prefix}_${FULLY_RANDOM.has(prefix) ? ulid() : monotonic()}`;
}

const ULID_BODY = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && ULID_BODY.test(value.slice(prefix.length + 1));
}
