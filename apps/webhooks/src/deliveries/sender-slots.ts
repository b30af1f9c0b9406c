/** How a replica's attempts in flight are bounded. */
export interface SlotLimits {
  /** Attempts in flight at once, over every account and receiver. */
  total: number;
  /** …to one receiver (scheme, host and port). */
  perTarget: number;
  /** …for one account. */
  perAccount: number;
  /** Of `total`, the slots only accounts with fewer than `RESERVE_SHARE` in flight may take. */
  reserved: number;
}

/**
 * What an account may hold once only the reserve is free: one attempt, so the reserve serves
 * as many accounts as it has slots, and one with many hanging receivers takes at most one.
 */
export const RESERVE_SHARE = 1;

/** Who an attempt is for. */
export interface SlotHolder {
  target: string;
  account_id: string;
}

/**
 * The sender's slots, shared fairly: an account holds at most `perAccount`, a receiver at
 * most `perTarget`, and the last `reserved` slots go only to accounts with less than
 * `RESERVE_SHARE` in flight. However many accounts' receivers hang, an account with one
 * webhook to send finds a slot (docs/decisions/webhook-sender-fairness.md).
 */
export class SenderSlots {
  private readonly byTarget = new InFlightCounts();
  private readonly byAccount = new InFlightCounts();
  private used = 0;
  private readonly reserved: number;

  constructor(private readonly limits: SlotLimits) {
    // At least one slot is open to everyone.
    this.reserved = Math.min(limits.reserved, limits.total - 1);
  }

  get free(): number {
    return this.limits.total - this.used;
  }

  /** Receivers that may start no attempt now. */
  fullTargets(): string[] {
    return this.byTarget.atLeast(this.limits.perTarget);
  }

  /** Accounts that may start no attempt now. */
  fullAccounts(): string[] {
    return this.byAccount.atLeast(this.accountLimit());
  }

  /** Takes a slot for `holder` if it may have one now. */
  take(holder: SlotHolder): boolean {
    if (this.free <= 0) return false;
    if (this.byTarget.count(holder.target) >= this.limits.perTarget) return false;
    if (this.byAccount.count(holder.account_id) >= this.accountLimit()) return false;
    this.byTarget.add(holder.target);
    this.byAccount.add(holder.account_id);
    this.used += 1;
    return true;
  }

  release(holder: SlotHolder): void {
    this.byTarget.remove(holder.target);
    this.byAccount.remove(holder.account_id);
    this.used -= 1;
  }

  /** An account's cap now: its own, or a newcomer's share once only the reserve is free. */
  private accountLimit(): number {
    const onlyReserveFree = this.free <= this.reserved;
    return onlyReserveFree ? Math.min(RESERVE_SHARE, this.limits.perAccount) : this.limits.perAccount;
  }
}

/** Attempts in flight per key (a receiver, an account). */
class InFlightCounts {
  private readonly counts = new Map<string, number>();

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.count(key) + 1);
  }

  remove(key: string): void {
    const left = this.count(key) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }

  /** The keys with at least `limit` in flight. */
  atLeast(limit: number): string[] {
    return [...this.counts].filter(([, count]) => count >= limit).map(([key]) => key);
  }
}
