import { monotonicFactory } from 'ulid';

/** Type prefixes of every public identifier (docs/api.md, "Identifiers"). */
export type IdPrefix = 'acct' | 'key' | 'prod' | 'tmpl' | 'vid' | 'txn' | 'topup' | 'whd' | 'evt' | 'req' | 'we';

const ulid = monotonicFactory();

/** A prefixed, time-sortable identifier: ids made later sort after ids made earlier. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

const ULID_BODY = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isId(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && ULID_BODY.test(value.slice(prefix.length + 1));
}
