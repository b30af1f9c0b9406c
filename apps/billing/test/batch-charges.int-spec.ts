import type { EventName } from '@reelsmith/contracts';
import { BatchChargesReactions } from '../src/batch-charges/batch-charges.reactions.js';
import { VideoChargesReactions } from '../src/video-charges/video-charges.reactions.js';
import { BillingHarness, newAccountId } from './billing-harness.js';

describe(BatchChargesReactions.name, () => {
  let harness: BillingHarness;
  let batches: BatchChargesReactions;
  let videos: VideoChargesReactions;

  beforeAll(async () => {
    harness = await BillingHarness.start();
    batches = harness.app.get(BatchChargesReactions);
    videos = harness.app.get(VideoChargesReactions);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  let sequence = 0;
  /** A batch of `count` videos at `credits` each. */
  const newBatch = (account_id: string, count: number, credits = 3) => {
    const batch_id = `batch_TEST${Date.now()}${(sequence += 1)}`;
    const list = Array.from({ length: count }, (_, i) => ({ video_id: `vid_${batch_id}_${i}`, credits }));
    return { batch_id, account_id, credits: count * credits, videos: list };
  };

  /** What billing told the videos service about one batch, oldest first. */
  const announced = async (batchId: string): Promise<Array<{ event: EventName; credits: number }>> => {
    const rows = await harness.dataSource.query<Array<{ event: EventName; credits: number }>>(
      `SELECT "event", ("payload"->>'credits')::int AS credits FROM "outbox"
       WHERE "payload"->>'batch_id' = $1 ORDER BY "id"`,
      [batchId],
    );
    return rows;
  };

  const failed = (account_id: string, id: string, batch_id: string) =>
    ({ account_id, video: { id, batch_id } }) as Parameters<VideoChargesReactions['refundWhenVideoFailed']>[0];

  it('takes the whole batch as one usage transaction, once, however often batch.created comes', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 100, description: 'Test credits' });
    const batch = newBatch(account_id, 4);
    await Promise.all([batches.chargeWhenBatchCreated(batch), batches.chargeWhenBatchCreated(batch)]);

    expect((await announced(batch.batch_id)).map((row) => row.event)).toEqual([
      'billing.batch_charged',
      'billing.batch_charged',
    ]);
    expect(await harness.books(account_id)).toEqual({ credits: 88, sum: 88, rows: 2 });
  });

  it('refunds each failed video of a charged batch its own share, once', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 100, description: 'Test credits' });
    const batch = newBatch(account_id, 3, 5);
    await batches.chargeWhenBatchCreated(batch);
    const [first, second] = batch.videos;
    await videos.refundWhenVideoFailed(failed(account_id, first!.video_id, batch.batch_id));
    await videos.refundWhenVideoFailed(failed(account_id, first!.video_id, batch.batch_id));
    await videos.refundWhenVideoFailed(failed(account_id, second!.video_id, batch.batch_id));

    expect(await harness.books(account_id)).toEqual({ credits: 95, sum: 95, rows: 4 });
  });

  it('leaves out of the charge a video that failed before it, and charges nothing when none is left', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 100, description: 'Test credits' });
    const batch = newBatch(account_id, 3, 5);
    await videos.refundWhenVideoFailed(failed(account_id, batch.videos[0]!.video_id, batch.batch_id));
    await batches.chargeWhenBatchCreated(batch);
    expect(await announced(batch.batch_id)).toEqual([{ event: 'billing.batch_charged', credits: 10 }]);
    expect(await harness.books(account_id)).toEqual({ credits: 90, sum: 90, rows: 2 });
    // The early failure is never refunded what it was never charged.
    await videos.refundWhenVideoFailed(failed(account_id, batch.videos[0]!.video_id, batch.batch_id));
    expect(await harness.books(account_id)).toEqual({ credits: 90, sum: 90, rows: 2 });

    const gone = newBatch(account_id, 1, 5);
    await videos.refundWhenVideoFailed(failed(account_id, gone.videos[0]!.video_id, gone.batch_id));
    await batches.chargeWhenBatchCreated(gone);
    expect(await announced(gone.batch_id)).toEqual([{ event: 'billing.batch_charged', credits: 0 }]);
    expect(await harness.books(account_id)).toEqual({ credits: 90, sum: 90, rows: 2 });
  });

  it('declines the whole batch when the balance cannot cover it, and refunds none of its videos', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 10, description: 'Test credits' });
    const batch = newBatch(account_id, 4);
    await batches.chargeWhenBatchCreated(batch);
    expect(await announced(batch.batch_id)).toEqual([{ event: 'billing.batch_charge_declined', credits: 12 }]);

    await harness.ledger.grant({ account_id, amount: 50, description: 'Top-up meanwhile' });
    await batches.chargeWhenBatchCreated(batch);
    for (const video of batch.videos)
      await videos.refundWhenVideoFailed(failed(account_id, video.video_id, batch.batch_id));

    expect((await announced(batch.batch_id)).map((row) => row.event)).toEqual([
      'billing.batch_charge_declined',
      'billing.batch_charge_declined',
    ]);
    expect(await harness.books(account_id)).toEqual({ credits: 60, sum: 60, rows: 2 });
  });
});
