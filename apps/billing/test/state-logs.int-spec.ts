import { createLogger } from '@reelsmith/config';
import { publishEvent } from '@reelsmith/messaging';
import { pollUntil } from '@reelsmith/testing';
import { BILLING_SERVICE_NAME } from '../src/app.module.js';
import { BillingHarness, newAccountId } from './billing-harness.js';

/** One JSON line of the service's log. */
type LogLine = Record<string, unknown>;

describe('billing logs the state changes of a video it charges', () => {
  const lines: LogLine[] = [];
  let harness: BillingHarness;

  beforeAll(async () => {
    const capture = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
    harness = await BillingHarness.start({}, undefined, createLogger(BILLING_SERVICE_NAME, 'info', capture));
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('logs each charge decision at info with the request id of the event that caused it', async () => {
    const account_id = newAccountId();
    await harness.ledger.grant({ account_id, amount: 20, description: 'Test credits' });
    const video_id = `vid_TESTLOGS${Date.now()}`;
    await publishEvent(
      await harness.bus.connection(),
      'video.created',
      { video_id, account_id, credits: 5 },
      { messageId: `${video_id}:created`, requestId: 'req_follow_me' },
    );

    const logged = await pollUntil(() =>
      lines.find((line) => line.message === 'video charge decided' && line.video_id === video_id),
    );
    expect(logged).toMatchObject({
      level: 'info',
      service: 'billing',
      request_id: 'req_follow_me',
      decision: 'charged',
      credits: 5,
    });
  });
});
