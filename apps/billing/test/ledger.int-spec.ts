import { ServiceError } from '@reelsmith/contracts';
import { BillingHarness, newAccountId, rejectionOf } from './billing-harness.js';

describe('billing ledger', () => {
  let harness: BillingHarness;

  beforeAll(async () => {
    harness = await BillingHarness.start();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('has migrations that describe the entities exactly', async () => {
    expect(await harness.service.pendingSchemaChanges()).toEqual([]);
  });

  it('grants credits over NATS and shows them in the balance and the history', async () => {
    const account_id = newAccountId();
    await expect(harness.bus.request('billing.get_balance', { account_id })).resolves.toEqual({
      credits: 0,
      is_premium: false,
    });

    const grant = await harness.bus.request('billing.grant_credits', {
      account_id,
      amount: 50,
      description: 'Welcome credits',
    });
    expect(grant).toEqual({
      id: expect.stringMatching(/^txn_[0-9A-Z]{26}$/),
      amount: 50,
      type: 'grant',
      description: 'Welcome credits',
      platform: 'internal',
      balance_after: 50,
      created_at: expect.stringMatching(/Z$/),
    });
    await expect(harness.bus.request('billing.get_balance', { account_id })).resolves.toEqual({
      credits: 50,
      is_premium: false,
    });
    await expect(harness.bus.request('billing.list_transactions', { account_id, limit: 10 })).resolves.toEqual({
      data: [grant],
      has_more: false,
    });
  });

  it('records a grant once per idempotency key, and keys are per account', async () => {
    const account_id = newAccountId();
    const other = newAccountId();
    const command = { account_id, amount: 20, description: 'Goodwill', idempotency_key: 'ticket-42' };
    const first = await harness.ledger.grant(command);
    await expect(harness.ledger.grant(command)).resolves.toEqual(first);
    await harness.ledger.grant({ ...command, account_id: other });

    expect(await harness.books(account_id)).toEqual({ credits: 20, sum: 20, rows: 1 });
    expect(await harness.books(other)).toEqual({ credits: 20, sum: 20, rows: 1 });
  });

  it('refuses a grant of zero, negative or fractional credits', async () => {
    for (const amount of [0, -5, 1.5]) {
      const error = await rejectionOf(harness.ledger.grant({ account_id: newAccountId(), amount, description: 'x' }));
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ code: 'parameter_invalid', param: 'amount' });
    }
  });

  describe('debits for videos', () => {
    it('takes the cost once per video, however often it is asked', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 10, description: 'Test credits' });

      const first = await harness.ledger.debitForVideo(account_id, 'vid_A', 3);
      expect(first).toEqual({
        outcome: 'debited',
        transaction: expect.objectContaining({ amount: -3, type: 'usage', platform: 'internal', balance_after: 7 }),
      });
      await expect(harness.ledger.debitForVideo(account_id, 'vid_A', 3)).resolves.toEqual(first);
      expect(await harness.books(account_id)).toEqual({ credits: 7, sum: 7, rows: 2 });
    });

    it('answers insufficient_credits and records nothing when the balance cannot cover the cost', async () => {
      const account_id = newAccountId();
      await expect(harness.ledger.debitForVideo(account_id, 'vid_nothing', 1)).resolves.toEqual({
        outcome: 'insufficient_credits',
        credits: 0,
      });
      await harness.ledger.grant({ account_id, amount: 4, description: 'Test credits' });
      await expect(harness.ledger.debitForVideo(account_id, 'vid_big', 5)).resolves.toEqual({
        outcome: 'insufficient_credits',
        credits: 4,
      });
      expect(await harness.books(account_id)).toEqual({ credits: 4, sum: 4, rows: 1 });
    });

    it('lets exactly N of 10×N concurrent debits through when the balance covers N', async () => {
      const account_id = newAccountId();
      const n = 5;
      const cost = 3;
      await harness.ledger.grant({ account_id, amount: n * cost, description: 'Exactly enough for N' });

      const results = await Promise.all(
        Array.from({ length: 10 * n }, (_, i) => harness.ledger.debitForVideo(account_id, `vid_race_${i}`, cost)),
      );

      expect(results.filter((result) => result.outcome === 'debited')).toHaveLength(n);
      expect(results.filter((result) => result.outcome === 'insufficient_credits')).toHaveLength(9 * n);
      expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: n + 1 });
      const history = await harness.ledger.listTransactions({ account_id, limit: 100 });
      expect(history.data.every((transaction) => transaction.balance_after >= 0)).toBe(true);
    });

    it('debits a video once even when its debit is requested concurrently', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 100, description: 'Test credits' });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => harness.ledger.debitForVideo(account_id, 'vid_twice', 7)),
      );
      const ids = new Set(results.map((result) => (result.outcome === 'debited' ? result.transaction.id : 'none')));
      expect(ids.size).toBe(1);
      expect(await harness.books(account_id)).toEqual({ credits: 93, sum: 93, rows: 2 });
    });
  });

  describe('low balance', () => {
    const THRESHOLD = 20;
    const lowBalance = (account_id: string) => harness.announced('billing.balance_ran_low', account_id);

    it('announces balance_ran_low from the debit that takes the balance below the threshold, not at it', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 30, description: 'Test credits' });
      await harness.ledger.debitForVideo(account_id, 'vid_low_1', 10);
      expect(await lowBalance(account_id)).toEqual([]);

      await harness.ledger.debitForVideo(account_id, 'vid_low_2', 3);
      expect(await lowBalance(account_id)).toEqual([{ account_id, credits: 17, threshold: THRESHOLD }]);
    });

    it('announces nothing more for debits while the balance is already below, nor for a replayed debit', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 22, description: 'Test credits' });
      await harness.ledger.debitForVideo(account_id, 'vid_below_1', 5);
      await harness.ledger.debitForVideo(account_id, 'vid_below_1', 5);
      await harness.ledger.debitForVideo(account_id, 'vid_below_2', 5);
      await harness.ledger.debitForVideo(account_id, 'vid_below_3', 50);
      expect(await lowBalance(account_id)).toEqual([{ account_id, credits: 17, threshold: THRESHOLD }]);
    });

    it('announces again when a top-up has raised the balance and a later debit crosses again', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 21, description: 'Test credits' });
      await harness.ledger.debitForVideo(account_id, 'vid_again_1', 5);
      expect(await lowBalance(account_id)).toEqual([{ account_id, credits: 16, threshold: THRESHOLD }]);

      const topUp = await harness.bus.request('billing.create_top_up', { account_id, amount: 100, currency: 'usd' });
      await harness.bus.request('billing.pay_checkout', { top_up_id: topUp.id });
      await harness.ledger.debitForVideo(account_id, 'vid_again_2', 8);
      expect(await lowBalance(account_id)).toEqual([
        { account_id, credits: 16, threshold: THRESHOLD },
        { account_id, credits: 18, threshold: THRESHOLD },
      ]);
    });

    it('announces one crossing when many concurrent debits cross together', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 25, description: 'Test credits' });
      await Promise.all(
        Array.from({ length: 12 }, (_, i) => harness.ledger.debitForVideo(account_id, `vid_crowd_${i}`, 2)),
      );
      expect(await harness.books(account_id)).toEqual({ credits: 1, sum: 1, rows: 13 });
      expect(await lowBalance(account_id)).toEqual([{ account_id, credits: 19, threshold: THRESHOLD }]);
    });
  });

  describe('refunds for failed videos', () => {
    it('gives back exactly what the usage took, once', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 10, description: 'Test credits' });
      await harness.ledger.debitForVideo(account_id, 'vid_failed', 6);

      const refund = await harness.ledger.refundVideo(account_id, 'vid_failed');
      expect(refund).toEqual({
        outcome: 'refunded',
        transaction: expect.objectContaining({ amount: 6, type: 'refund', platform: 'internal', balance_after: 10 }),
      });
      await expect(harness.ledger.refundVideo(account_id, 'vid_failed')).resolves.toEqual(refund);
      await Promise.all(Array.from({ length: 5 }, () => harness.ledger.refundVideo(account_id, 'vid_failed')));
      expect(await harness.books(account_id)).toEqual({ credits: 10, sum: 10, rows: 3 });
    });

    it('refunds nothing for a video that took nothing, or that another account paid for', async () => {
      const account_id = newAccountId();
      const payer = newAccountId();
      await harness.ledger.grant({ account_id: payer, amount: 5, description: 'Test credits' });
      await harness.ledger.debitForVideo(payer, 'vid_theirs', 5);

      await expect(harness.ledger.refundVideo(account_id, 'vid_never_debited')).resolves.toEqual({
        outcome: 'nothing_to_refund',
      });
      await expect(harness.ledger.refundVideo(account_id, 'vid_theirs')).resolves.toEqual({
        outcome: 'nothing_to_refund',
      });
      expect(await harness.books(account_id)).toEqual({ credits: 0, sum: 0, rows: 0 });
    });

    it('does not debit a refunded video again when its debit is redelivered', async () => {
      const account_id = newAccountId();
      await harness.ledger.grant({ account_id, amount: 5, description: 'Test credits' });
      const debit = await harness.ledger.debitForVideo(account_id, 'vid_replayed', 5);
      await harness.ledger.refundVideo(account_id, 'vid_replayed');

      await expect(harness.ledger.debitForVideo(account_id, 'vid_replayed', 5)).resolves.toEqual(debit);
      expect(await harness.books(account_id)).toEqual({ credits: 5, sum: 5, rows: 3 });
    });
  });

  it('lists transactions newest first, in pages, with has_more', async () => {
    const account_id = newAccountId();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      ids.push((await harness.ledger.grant({ account_id, amount: i, description: `Grant ${i}` })).id);
    }
    const newest = [...ids].reverse();

    const first = await harness.bus.request('billing.list_transactions', { account_id, limit: 2 });
    expect(first.data.map((transaction) => transaction.id)).toEqual(newest.slice(0, 2));
    expect(first.has_more).toBe(true);
    const last = await harness.bus.request('billing.list_transactions', {
      account_id,
      limit: 2,
      starting_after: newest[3],
    });
    expect(last).toEqual({ data: [expect.objectContaining({ id: newest[4] })], has_more: false });
    const error = await rejectionOf(
      harness.bus.request('billing.list_transactions', {
        account_id: newAccountId(),
        limit: 2,
        starting_after: ids[0],
      }),
    );
    expect(error).toMatchObject({ code: 'parameter_invalid', param: 'starting_after' });
  });

  it('keeps the ledger append-only and the balance non-negative in the database itself', async () => {
    const account_id = newAccountId();
    const grant = await harness.ledger.grant({ account_id, amount: 3, description: 'Test credits' });
    await expect(
      harness.dataSource.query(`UPDATE "transactions" SET "amount" = 300 WHERE "id" = $1`, [grant.id]),
    ).rejects.toThrow(/append-only/);
    await expect(harness.dataSource.query(`DELETE FROM "transactions" WHERE "id" = $1`, [grant.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      harness.dataSource.query(`UPDATE "balances" SET "credits" = -1 WHERE "account_id" = $1`, [account_id]),
    ).rejects.toThrow(/balances_credits_not_negative/);
    expect(await harness.books(account_id)).toEqual({ credits: 3, sum: 3, rows: 1 });
  });
});
