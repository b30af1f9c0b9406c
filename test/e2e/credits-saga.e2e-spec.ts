import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, TestFileServer, TestStack, pollUntil, type List } from '@reelsmith/testing';

interface Video {
  id: string;
  status: string;
  credits_used: number;
  error: { code: string } | null;
}
interface Transaction {
  type: string;
  amount: number;
  description: string;
  balance_after: number;
}
describe('credits around videos', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'reelsmith-credits-'));
    const path = join(workDir, 'box.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=640x640', '-frames:v', '1', '-y', path]);
    images = await TestFileServer.start({
      '/box.png': { body: await readFile(path), contentType: 'image/png' },
      '/broken.png': { body: 'not a picture', contentType: 'image/png' },
    });
    stack = await TestStack.start();
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  /** A fresh account with `credits`, a product, and the square template (the cheapest to render). */
  async function shop(credits: number, image = '/box.png') {
    const account = await stack.createAccount('Saga shop');
    const api = new ApiClient(stack.baseUrl, account.apiKey);
    if (credits > 0) {
      await new ApiClient(stack.baseUrl, stack.adminToken).post(`/admin/accounts/${account.id}/credits`, {
        amount: credits,
        description: 'test credits',
      });
    }
    const templates = (
      await api.get<List<{ id: string; width: number; height: number; credits: number }>>('/templates')
    ).body.data;
    const template = templates.find((t) => t.width === t.height)!;
    const product = (
      await api.post<{ id: string }>('/products', { name: 'Box', image_url: `${images.baseUrl}${image}` })
    ).body;
    const start = () => api.post<Video>('/videos', { template_id: template.id, product_id: product.id });
    const settled = (id: string) =>
      pollUntil(
        async () => {
          const video = (await api.get<Video>(`/videos/${id}`)).body;
          return video.status === 'completed' || video.status === 'failed' ? video : undefined;
        },
        { timeoutMs: 240_000, intervalMs: 500, description: `video ${id} to settle` },
      );
    const balance = async () => (await api.get<{ credits: number }>('/balance')).body.credits;
    const transactions = async () => (await api.get<List<Transaction>>('/balance/transactions?limit=100')).body.data;
    return { api, template, start, settled, balance, transactions };
  }

  /** The ledger's invariants: every balance_after is >= 0 and the last one is the sum of amounts. */
  function expectConsistentLedger(transactions: Transaction[], balance: number) {
    expect(transactions.every((t) => t.balance_after >= 0)).toBe(true);
    expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(balance);
    expect(transactions[0]?.balance_after).toBe(balance);
  }

  it('charges exactly N of 10×N simultaneous videos when the credits cover N, never going below zero', async () => {
    const n = 2;
    const probe = await shop(0);
    const account = await shop(probe.template.credits * n);

    const responses = await Promise.all(Array.from({ length: 10 * n }, () => account.start()));
    const accepted = responses.filter((r) => r.status === 202);
    expect(responses.every((r) => r.status === 202 || r.status === 402)).toBe(true);
    const videos = await Promise.all(accepted.map((r) => account.settled(r.body.id)));

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
    for (let i = 0; i < 3; i += 1) ids.push((await account.start()).body.id);
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
    const id = (await account.start()).body.id;
    const processing = async () =>
      (await account.api.get<Video>(`/videos/${id}`)).body.status === 'processing' ? true : undefined;
    // Processing means charged. Billing may have been killed by the previous test: an event can
    // wait out the dead instance's pull, hence the long bound.
    await pollUntil(processing, { description: 'the charge', timeoutMs: 90_000 });
    await stack.stopApp('billing');
    try {
      await stack.startApp('render');
      const failed = await account.settled(id);
      expect(failed).toMatchObject({ status: 'failed', credits_used: 0, error: { code: 'image_invalid' } });
    } finally {
      await stack.startApp('billing');
    }
    await pollUntil(async () => ((await account.balance()) === 50 ? true : undefined), {
      description: 'the refund',
      timeoutMs: 90_000,
    });
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
      const id = (await account.start()).body.id;
      await pollUntil(
        async () => ((await account.api.get<Video>(`/videos/${id}`)).body.status === 'processing' ? true : undefined),
        { description: 'the charge', timeoutMs: 90_000 },
      );
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

      await pollUntil(async () => ((await account.balance()) === 50 ? true : undefined), {
        description: 'the refund',
        timeoutMs: 60_000,
      });
      const transactions = await account.transactions();
      expect(transactions.filter((t) => t.type === 'refund')).toHaveLength(1);
      expectConsistentLedger(transactions, 50);
    } finally {
      await stack.startApp('render');
    }
  });
});
