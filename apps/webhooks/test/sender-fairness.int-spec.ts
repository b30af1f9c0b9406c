import { freePort, pollUntil, TestWebhookReceiver } from '@reelsmith/testing';
import { DeliverySender } from '../src/deliveries/delivery-sender.js';
import { finishedVideo, newAccountId, SilentServers, WebhooksHarness } from './webhooks-harness.js';

describe(`${DeliverySender.name} with accounts whose endpoints never answer`, () => {
  // Attempts may take 30 s, so a hanging one is still in flight whenever the test looks;
  // 8 slots, 4 per account, 3 of them kept for accounts with nothing in flight.
  let harness: WebhooksHarness;
  let receiver: TestWebhookReceiver;
  let silent: SilentServers;

  beforeAll(async () => {
    harness = await WebhooksHarness.start({
      WEBHOOK_TIMEOUT_SECONDS: '30',
      WEBHOOK_CONCURRENCY: '8',
      WEBHOOK_ACCOUNT_CONCURRENCY: '4',
      WEBHOOK_RESERVED_SLOTS: '3',
    });
    receiver = await TestWebhookReceiver.start();
    silent = await SilentServers.start(4);
  });

  afterAll(async () => {
    await silent?.stop();
    await receiver?.stop();
    await harness?.stop();
  });

  it("delivers a quiet account's webhook at once while three accounts' endpoints hang", async () => {
    // Without slots kept back, two of these accounts would fill all eight for 30 s.
    for (let account = 0; account < 3; account += 1) {
      const accountId = newAccountId();
      for (const url of silent.urls()) await harness.createEndpoint(accountId, url);
      await harness.publish('video.completed', { account_id: accountId, video: finishedVideo() });
    }
    await pollUntil(() => (silent.open >= 5 ? true : undefined), {
      description: 'the hanging endpoints to take every slot open to them',
    });

    const accountId = newAccountId();
    const endpoint = await harness.createEndpoint(accountId, receiver.url(`/quiet-${accountId}`));
    const publishedAt = Date.now();
    await harness.publish('video.completed', { account_id: accountId, video: finishedVideo() });
    const [request] = await receiver.waitFor(1, { path: `/quiet-${accountId}`, timeoutMs: 10_000 });
    expect(request!.receivedAt - publishedAt).toBeLessThan(3_000);
    expect(silent.open).toBeLessThan(8);
    await harness.deliveriesWhen(
      accountId,
      ([delivery]) => delivery?.status === 'succeeded' && delivery.endpoint_id === endpoint.id,
      'the quiet account’s delivery to succeed',
    );
  });
});

describe(`${DeliverySender.name} with endpoints that keep failing`, () => {
  // Timeouts of 4 s, 1 s after two in a row; disabled after 5 failures in a row (however
  // briefly): the retry schedule (14 attempts) would otherwise go on for about 12 s. The margins
  // are wide because the receiver shares this process: under a full test run's load a 50 ms
  // answer once took over 0.3 s, became a fourth and fifth failure, and disabled the endpoint.
  let harness: WebhooksHarness;

  beforeAll(async () => {
    harness = await WebhooksHarness.start({
      WEBHOOK_TIMEOUT_SECONDS: '4',
      WEBHOOK_SLOW_ENDPOINT_TIMEOUTS: '2',
      WEBHOOK_SLOW_ENDPOINT_TIMEOUT_SECONDS: '1',
      WEBHOOK_DISABLE_AFTER_SECONDS: '0',
      WEBHOOK_DISABLE_AFTER_FAILURES: '5',
    });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('gives an endpoint that keeps timing out the shorter timeout until it answers in time', async () => {
    // Two answers too late, one too late for the short timeout, one fast; then, for the next
    // event, one in time only for the full timeout.
    const delays = [10_000, 10_000, 2_000, 50, 2_000];
    const receiver = await TestWebhookReceiver.start((_request, index) => ({
      status: 204,
      delayMs: delays[index] ?? 0,
    }));
    try {
      const accountId = newAccountId();
      await harness.createEndpoint(accountId, receiver.url('/slow'));
      const first = finishedVideo();
      await harness.publish('video.completed', { account_id: accountId, video: first });
      const [settled] = await harness.deliveriesWhen(
        accountId,
        ([delivery]) => delivery?.status === 'succeeded',
        'the delivery to get through',
      );
      expect(settled!.attempts.map((attempt) => attempt.error ?? attempt.status_code)).toEqual([
        'no answer within 4 s',
        'no answer within 4 s',
        'no answer within 1 s',
        204,
      ]);

      await harness.publish('video.completed', { account_id: accountId, video: finishedVideo() });
      const deliveries = await harness.deliveriesWhen(
        accountId,
        (all) => all.length === 2 && all.every((delivery) => delivery.status !== 'pending'),
        'the second delivery to finish',
      );
      expect(deliveries[0]!.attempts.map((attempt) => attempt.error ?? attempt.status_code)).toEqual([204]);
    } finally {
      await receiver.stop();
    }
  });

  it('disables an endpoint whose every attempt fails, logs it, and resumes it on enabled: true', async () => {
    const port = await freePort(); // nobody listens: every attempt is refused
    const accountId = newAccountId();
    const endpoint = await harness.createEndpoint(accountId, `http://127.0.0.1:${port}/down`);
    const target = { account_id: accountId, id: endpoint.id };
    await harness.publish('video.completed', { account_id: accountId, video: finishedVideo() });
    await harness.publish('video.failed', { account_id: accountId, video: finishedVideo({ status: 'failed' }) });

    const log = await harness.deliveriesWhen(
      accountId,
      (all) =>
        all.some((entry) => entry.event === 'webhook_endpoint.disabled') && all.every((entry) => !isScheduled(entry)),
      'the endpoint to be disabled and its deliveries to stop',
    );
    const disabled = await harness.bus.request('webhooks.get_endpoint', target);
    expect(disabled).toMatchObject({
      enabled: false,
      disabled_reason: expect.stringMatching(
        /^Every attempt since \S+ failed \(5 in a row\); set enabled: true to resume\.$/,
      ),
    });
    const record = log.find((entry) => entry.event === 'webhook_endpoint.disabled')!;
    expect(record).toMatchObject({ endpoint_id: endpoint.id, status: 'failed', attempts: [], next_attempt_at: null });
    const deliveries = log.filter((entry) => entry.event !== 'webhook_endpoint.disabled');
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['failed', 'failed']);
    // Five failures in all disabled it; a delivery in flight then had its last attempt.
    const attempts = deliveries.reduce((sum, delivery) => sum + delivery.attempts.length, 0);
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(attempts).toBeLessThanOrEqual(6);

    const resumed = await harness.bus.request('webhooks.update_endpoint', { ...target, changes: { enabled: true } });
    expect(resumed).toMatchObject({ enabled: true, disabled_reason: null });
    const receiver = await TestWebhookReceiver.start(() => 204, port);
    try {
      const video = finishedVideo();
      await harness.publish('video.completed', { account_id: accountId, video });
      await receiver.waitFor(1, { path: '/down' });
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ data: { id: video.id } });
    } finally {
      await receiver.stop();
    }
  });
});

/** Waiting for an attempt: a retry is scheduled, or one is in flight. */
function isScheduled(delivery: { status: string; next_attempt_at: string | null }): boolean {
  return delivery.status === 'pending';
}
