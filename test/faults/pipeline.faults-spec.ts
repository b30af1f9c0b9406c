import type { TestStack } from '@reelsmith/testing';
import { batchOf200 } from './batch-of-200.js';
import type { FaultScenario } from './fault-scenario.js';
import { FaultStack } from './fault-stack.js';
import { singleVideos } from './single-videos.js';

/**
 * The whole pipeline under faults: every service in turn is SIGKILLed and restarted, then NATS
 * and then PostgreSQL are restarted, while two shops use it side by side: one makes single videos
 * with webhooks just before each fault (single-videos.ts), the other a batch of 200
 * (batch-of-200.ts). After each fault both must make progress, and at the end nothing is lost,
 * charged twice or announced twice. One stack and one run of crashes serve both: booting and
 * crashing six apps was most of each suite's CPU when they ran apart.
 */
describe('videos and a batch through crashes of every part', () => {
  let faulty: FaultStack;
  let stack: TestStack;

  beforeAll(async () => {
    faulty = await FaultStack.start({ BATCH_RELEASE_AHEAD: '2' }, 320);
    ({ stack } = faulty);
  });

  afterAll(async () => {
    await faulty?.dispose();
  });

  it('ends every video once, accounts for every credit and announces every end once per webhook-id', async () => {
    const faults = faulty.faults();
    const scenarios: FaultScenario[] = [await singleVideos(faulty, faults.length), await batchOf200(faulty)];
    for (const [index, [name, fault]] of faults.entries()) {
      for (const scenario of scenarios) await scenario.beforeFault(index);
      await fault();
      await Promise.all(scenarios.map((scenario) => scenario.afterFault(name)));
    }
    for (const scenario of scenarios) await scenario.verify();

    // Every account's balance is the sum of its ledger.
    const [ledger] = await stack.query<{ mismatched: string }>(
      'billing',
      `SELECT count(*) AS mismatched FROM balances b
        WHERE b.credits <> (SELECT coalesce(sum(t.amount), 0) FROM transactions t WHERE t.account_id = b.account_id)`,
    );
    expect(Number(ledger!.mismatched)).toBe(0);
  }, 900_000);
});
