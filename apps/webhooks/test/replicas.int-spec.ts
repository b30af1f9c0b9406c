import { TestWebhookReceiver } from '@reelsmith/testing';
import { DeliverySender } from '../src/deliveries/delivery-sender.js';
import { finishedVideo, newAccountId, WebhooksHarness } from './webhooks-harness.js';

/** The sender's private `attempt`, one per delivery it sends. */
interface Attempting {
  attempt: (delivery: unknown) => Promise<void>;
}

/** Counts the attempts a replica's sender starts. */
function countAttempts(harness: WebhooksHarness): { count: number } {
  const counter = { count: 0 };
  const sender = harness.app.get<DeliverySender, Attempting>(DeliverySender);
  const attempt = sender.attempt.bind(sender);
  sender.attempt = (delivery) => {
    counter.count += 1;
    return attempt(delivery);
  };
  return counter;
}

describe(`${DeliverySender.name} in two replicas`, () => {
  let first: WebhooksHarness;
  let second: WebhooksHarness;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    // Room for many attempts at once to one receiver, so the two replicas contend for rows; a
    // timeout long enough that no answer is lost on a loaded machine (a timed-out attempt is
    // rightly sent again, which this test would count as a duplicate).
    const env = {
      WEBHOOK_TARGET_CONCURRENCY: '16',
      WEBHOOK_ACCOUNT_CONCURRENCY: '32',
      WEBHOOK_TIMEOUT_SECONDS: '10',
    };
    first = await WebhooksHarness.start(env);
    second = await WebhooksHarness.start(env, first);
    receiver = await TestWebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver?.stop();
    await second?.stop();
    await first?.stop();
  });

  it('never sends one attempt twice when both claim from many due deliveries', async () => {
    const attempts = [countAttempts(first), countAttempts(second)];
    // Every delivery fails once, then succeeds: each webhook-id must arrive exactly twice.
    const seen = new Map<string, number>();
    receiver.answerWith((request) => {
      const id = String(request.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return seen.get(id) === 1 ? 500 : 204;
    });
    const accountId = newAccountId();
    await first.createEndpoint(accountId, receiver.url('/endpoint'));
    // Several times what both replicas may have in flight to the receiver (16 each), so they claim
    // from the same due rows round after round.
    const events = 60;
    for (let index = 0; index < events; index += 1) {
      await first.publish('video.completed', {
        account_id: accountId,
        video: finishedVideo({ webhook_url: receiver.url('/video') }),
      });
    }

    const deliveries = await first.deliveriesWhen(
      accountId,
      (all) => all.length === 2 * events && all.every((delivery) => delivery.status === 'succeeded'),
      `${2 * events} deliveries to succeed`,
    );
    expect(deliveries).toHaveLength(2 * events);
    expect(new Set(deliveries.map((delivery) => delivery.webhook_id)).size).toBe(2 * events);
    expect([...seen.values()].filter((count) => count !== 2)).toEqual([]);
    expect(seen.size).toBe(2 * events);
    expect(deliveries.filter((delivery) => delivery.attempts.length !== 2)).toEqual([]);
    // Both replicas did part of the work, and together no more than the receiver saw.
    expect(attempts.map((replica) => replica.count > 0)).toEqual([true, true]);
    expect(attempts[0]!.count + attempts[1]!.count).toBe(4 * events);
  });
});
