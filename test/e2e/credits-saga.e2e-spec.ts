import { ReelsmithError, type BalanceTransaction } from '@reelsmith/sdk';
import {
  oneFrameASecondTemplate,
  TestFileServer,
  TestStack,
  testPicture,
  waitForBalance,
  waitForVideo,
  VIDEO_APPS,
} from '@reelsmith/testing';

describe('credits around videos', () => {
  let stack: TestStack;
  let images: TestFileServer;

  beforeAll(async () => {
    images = await TestFileServer.start({
      '/box.png': { body: testPicture(640, 640), contentType: 'image/png' },
      '/broken.png': { body: 'not a picture', contentType: 'image/png' },
    });
    stack = await TestStack.start({}, { apps: VIDEO_APPS });
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  /** A fresh account with `credits`, a product, and the square template at one frame a second. */
  async function shop(credits: number, image = '/box.png') {
    const account = await stack.createAccount('Saga shop');
    const rs = stack.client(account.apiKey);
    if (credits > 0) await stack.grantCredits(account.id, credits);
    const template = await oneFrameASecondTemplate(rs);
    const product = await rs.products.create({ name: 'Box', image_url: `${images.baseUrl}${image}` });
    const start = async () => (await rs.videos.create({ template_id: template.id, product_id: product.id })).id;
    const settled = (id: string) => waitForVideo(rs, id);
    const charged = (id: string) =>
      // Processing means charged.
      waitForVideo(rs, id, { until: (video) => video.status === 'processing', description: 'the charge' });
    const balance = async () => (await rs.balance.retrieve()).credits;
    const transactions = async () => (await rs.balance.transactions.list({ limit: 100 })).data;
    return { rs, template, start, settled, charged, balance, transactions };
  }

  /** The ledger's invariants: every balance_after is >= 0 and the last one is the sum of amounts. */
  function expectConsistentLedger(transactions: BalanceTransaction[], balance: number) {
    expect(transactions.every((t) => t.balance_after >= 0)).toBe(true);
    expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(balance);
    expect(transactions[0]?.balance_after).toBe(balance);
  }

  it('charges exactly N of 10×N simultaneous videos when the credits cover N, never going below zero', async () => {
    const n = 2;
    const probe = await shop(0);
    const account = await shop(probe.template.credits * n);

    const outcomes = await Promise.allSettled(Array.from({ length: 10 * n }, () => account.start()));
    const accepted = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const refusedAtOnce = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(refusedAtOnce.every((error) => error instanceof ReelsmithError && error.status === 402)).toBe(true);
    const videos = await Promise.all(accepted.map((id) => account.settled(id)));

    const charged = videos.filter((v) => v.status === 'completed');
    expect(charged).toHaveLength(n);
    expect(charged.every((v) => v.credits_used === account.template.credits)).toBe(true);
    const refused = videos.filter((v) => v.status === 'failed');
    expect(refused.every((v) => v.error?.code === 'insufficient_credits' && v.credits_used === 0)).toBe(true);

    expect(await account.balance()).toBe(0);
    const transactions = await account.transactions();
    expect(transactions.filter((t) => t.type === 'usage')).toHaveLength(n);
    expectConsistentLedger(transactions, 0);
  });

  it('loses no charge and makes none twice when billing is killed while videos start', async () => {
    const account = await shop(100);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await account.start());
    await stack.stopApp('billing', 'SIGKILL');
    await stack.startApp('billing');

    const videos = await Promise.all(ids.map((id) => account.settled(id)));
    expect(videos.every((v) => v.status === 'completed')).toBe(true);
    const usage = (await account.transactions()).filter((t) => t.type === 'usage');
    expect(usage).toHaveLength(3);
    expect(await account.balance()).toBe(100 - 3 * account.template.credits);
    expectConsistentLedger(await account.transactions(), await account.balance());
  });

  it('refunds a video that failed while billing was down, once billing is back', async () => {
    const account = await shop(50, '/broken.png');
    // Hold the render until billing is down, so the failure happens while it is away.
    await stack.stopApp('render');
    const id = await account.start();
    await account.charged(id);
    await stack.stopApp('billing');
    try {
      await stack.startApp('render');
      const failed = await account.settled(id);
      expect(failed).toMatchObject({ status: 'failed', credits_used: 0, error: { code: 'image_invalid' } });
    } finally {
      await stack.startApp('billing');
    }
    await waitForBalance(account.rs, 50, { description: 'the refund' });
    const transactions = await account.transactions();
    expect(transactions.filter((t) => t.type === 'usage')).toHaveLength(1);
    expect(transactions.filter((t) => t.type === 'refund')).toHaveLength(1);
    expectConsistentLedger(transactions, 50);
  });

  it('refunds a charge that reaches a video which has already failed', async () => {
    const account = await shop(50);
    // Hold the render, so the charged video stays processing while the test ends it.
    await stack.stopApp('render');
    try {
      const id = await account.start();
      await account.charged(id);
      // The video ends behind billing's back (as a cancel or a queue timeout racing the charge
      // would), then its charge arrives again, as a redelivery brings it.
      await stack.query(
        'videos',
        `UPDATE "videos" SET "status" = 'failed', "error_code" = 'timeout', "error_message" = 'Timed out.',
           "credits_used" = 0, "failed_at" = now() WHERE "id" = $1`,
        [id],
      );
      const [usage] = await stack.query<{ id: string; amount: number; account_id: string }>(
        'billing',
        `SELECT "id", "amount", "account_id" FROM "transactions" WHERE "source_key" = $1`,
        [`usage:${id}`],
      );
      await stack.query('billing', `INSERT INTO "outbox" ("id", "event", "payload") VALUES ($1, $2, $3)`, [
        `evt_${id.slice(-26)}`,
        'billing.video_charged',
        JSON.stringify({
          video_id: id,
          account_id: usage!.account_id,
          credits: -usage!.amount,
          transaction_id: usage!.id,
        }),
      ]);

      await waitForBalance(account.rs, 50, { description: 'the refund' });
      const transactions = await account.transactions();
      expect(transactions.filter((t) => t.type === 'refund')).toHaveLength(1);
      expectConsistentLedger(transactions, 50);
    } finally {
      await stack.startApp('render');
    }
  });
});
