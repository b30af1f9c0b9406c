import type { EventName } from '@reelsmith/contracts';
import { VideoChargesReactions } from '../src/video-charges/video-charges.reactions.js';
import { BillingHarness, newAccountId } from './billing-harness.js';

describe(VideoChargesReactions.name, () => {
  let harness: BillingHarness;
  let reactions: VideoChargesReactions;

  beforeAll(async () => {
    harness = await BillingHarness.start();
    reactions = harness.app.get(VideoChargesReactions);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  let sequence = 0;
  const newVideo = (account_id: string, credits = 5) => ({
    video_id: `vid_TEST${Date.now()}${(sequence += 1)}`,
    account_id,
    credits,
  });

  /** What billing told the videos service about one video, oldest first. */
  const announced = async (videoId: string): Promise<EventName[]> => {
    const rows = await harness.dataSource.query<Array<{ event: EventName }>>(
      `SELECT "event" FROM "outbox" WHERE "payload"->>'video_id' = $1 ORDER BY "id"`,
      [videoId],
    );
    return rows.map((row) => row.event);
  };

  const failed = (account_id: string, id: string) =>
    ({ account_id, video: { id } }) as Parameters<VideoChargesReactions['refundWhenVideoFailed']>[0];

  it('never charges a declined video when its video.created is redelivered after a top-up', async () => {
    const account_id = newAccountId();
    const video = newVideo(account_id);
    await reactions.chargeWhenVideoCreated(video);
    expect(await announced(video.video_id)).toEqual(['billing.video_charge_declined']);

    await harness.ledger.grant({ account_id, amount: 50, description: 'Top-up meanwhile' });
    await reactions.chargeWhenVideoCreated(video);

    expect(await announced(video.video_id)).toEqual(['billing.video_charge_declined', 'billing.video_charge_declined']);
    expect(await harness.books(account_id)).toEqual({ credits: 50, sum: 50, rows: 1 });
  });

  it('replays a charge on redelivery without taking the credits twice', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 20, description: 'Test credits' });
    const video = newVideo(account_id);
    await Promise.all([reactions.chargeWhenVideoCreated(video), reactions.chargeWhenVideoCreated(video)]);

    expect(await announced(video.video_id)).toEqual(['billing.video_charged', 'billing.video_charged']);
    expect(await harness.books(account_id)).toEqual({ credits: 15, sum: 15, rows: 2 });
  });

  it('never charges a video that failed before its charge was decided', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 20, description: 'Test credits' });
    const video = newVideo(account_id);
    await reactions.refundWhenVideoFailed(failed(account_id, video.video_id));
    await reactions.chargeWhenVideoCreated(video);

    expect(await announced(video.video_id)).toEqual([]);
    expect(await harness.books(account_id)).toEqual({ credits: 20, sum: 20, rows: 1 });
  });

  it('refunds, once, a charge the videos service rejected because the video had failed', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 20, description: 'Test credits' });
    const video = newVideo(account_id);
    await reactions.chargeWhenVideoCreated(video);
    const [charge] = await harness.dataSource.query<Array<{ transaction_id: string }>>(
      `SELECT "transaction_id" FROM "video_charges" WHERE "video_id" = $1`,
      [video.video_id],
    );
    if (!charge) throw new Error('the video was not charged');
    const { transaction_id } = charge;
    const rejection = { video_id: video.video_id, account_id, transaction_id };
    await Promise.all([
      reactions.refundWhenChargeRejected(rejection),
      reactions.refundWhenChargeRejected(rejection),
      reactions.refundWhenVideoFailed(failed(account_id, video.video_id)),
    ]);
    await reactions.chargeWhenVideoCreated(video);

    expect(await harness.books(account_id)).toEqual({ credits: 20, sum: 20, rows: 3 });
    const history = await harness.ledger.listTransactions({ account_id, limit: 10 });
    expect(history.data.map((transaction) => transaction.type)).toEqual(['refund', 'usage', 'grant']);
  });
});
