import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { Webhook } from 'standardwebhooks';
import { isPublicAddress } from '@reelsmith/outbound';
import { pollUntil, TestWebhookReceiver, type ReceivedWebhook } from '@reelsmith/testing';
import { DeliverySender } from '../src/deliveries/delivery-sender.js';
import { WebhookEventsReactions } from '../src/deliveries/webhook-events.reactions.js';
import { finishedVideo, newAccountId, sent, WebhooksHarness } from './webhooks-harness.js';

/** Verifies a received request as a receiver using the standardwebhooks library would. */
function verify(secret: string, request: ReceivedWebhook): unknown {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

describe(DeliverySender.name, () => {
  let harness: WebhooksHarness;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    harness = await WebhooksHarness.start();
    receiver = await TestWebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver?.stop();
    await harness?.stop();
  });

  const secretOf = async (accountId: string) =>
    (await harness.bus.request('webhooks.get_secret', { account_id: accountId })).secret;

  it('needs no migration beyond the committed ones to match its entities', async () => {
    expect(await harness.service.pendingSchemaChanges()).toEqual([]);
  });

  it("sends a video's completion to its webhook_url, signed with the account's secret", async () => {
    const accountId = newAccountId();
    const path = `/completed-${accountId}`;
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });

    const [request] = await receiver.waitFor(1, { path });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toMatch(/^msg_/);
    expect(verify(await secretOf(accountId), request!)).toEqual({ event: 'video.completed', data: sent(video) });
    const delivery = await harness.settledDelivery(accountId, video.id);
    expect(delivery).toMatchObject({
      event: 'video.completed',
      endpoint_id: null,
      url: video.webhook_url,
      webhook_id: request!.headers['webhook-id'],
      status: 'succeeded',
      next_attempt_at: null,
    });
    expect(delivery.attempts).toEqual([
      { at: expect.any(String), status_code: 204, error: null, duration_ms: expect.any(Number) },
    ]);
  });

  it('retries a receiver that fails twice, with the same webhook-id, and stops at its first 2xx', async () => {
    const accountId = newAccountId();
    const path = `/flaky-${accountId}`;
    receiver.answerWith((request, index) => {
      if (request.path !== path) return 204;
      return receiver.at(path).length <= 2 ? { status: 500 + index * 0 } : 200;
    });
    const video = finishedVideo({ status: 'failed', webhook_url: receiver.url(path) });
    await harness.publish('video.failed', { account_id: accountId, video });

    const delivery = await harness.settledDelivery(accountId, video.id);
    receiver.answerWith(() => 204);
    const requests = receiver.at(path);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(requests.map((request) => JSON.parse(request.body) as unknown)).toEqual(
      Array(3).fill({ event: 'video.failed', data: sent(video) }),
    );
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((attempt) => attempt.status_code)).toEqual([500, 500, 200]);
  });

  it('gets an event to a receiver that was down while the service restarted', async () => {
    const accountId = newAccountId();
    const down = await TestWebhookReceiver.start();
    const port = down.port;
    await down.stop();
    const video = finishedVideo({ webhook_url: `http://127.0.0.1:${port}/hook` });
    await harness.publish('video.completed', { account_id: accountId, video });
    await pollUntil(
      async () => {
        const [delivery] = (await harness.deliveries(accountId, { video_id: video.id })).data;
        return delivery && delivery.attempts.length > 0 ? delivery : undefined;
      },
      { timeoutMs: 30_000, description: 'a first, refused attempt' },
    );

    await harness.service.restart();
    const back = await TestWebhookReceiver.start(() => 204, port);
    try {
      const [request] = await back.waitFor(1);
      expect(JSON.parse(request!.body)).toEqual({ event: 'video.completed', data: sent(video) });
      const delivery = await harness.settledDelivery(accountId, video.id);
      expect(delivery.status).toBe('succeeded');
      expect(delivery.attempts[0]!.error).toBe('connection refused');
      expect(delivery.attempts.at(-1)!.status_code).toBe(204);
    } finally {
      await back.stop();
    }
  });

  it('signs with the old and the new secret during the grace after a rotation', async () => {
    const accountId = newAccountId();
    const path = `/rotated-${accountId}`;
    const old = await secretOf(accountId);
    const { secret: current } = await harness.bus.request('webhooks.rotate_secret', { account_id: accountId });
    expect(current).not.toBe(old);
    expect(await secretOf(accountId)).toBe(current);

    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const [request] = await receiver.waitFor(1, { path });
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(old, request!)).toEqual({ event: 'video.completed', data: sent(video) });
    expect(verify(current, request!)).toEqual({ event: 'video.completed', data: sent(video) });
  });

  it('signs with the current and the one previous secret only, however often the account rotates', async () => {
    const accountId = newAccountId();
    const path = `/rotated-often-${accountId}`;
    const rotated: string[] = [await secretOf(accountId)];
    for (let round = 0; round < 5; round += 1) {
      rotated.push((await harness.bus.request('webhooks.rotate_secret', { account_id: accountId })).secret);
    }

    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const [request] = await receiver.waitFor(1, { path });
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    const [older, previous, current] = rotated.slice(-3);
    expect(verify(current!, request!)).toEqual({ event: 'video.completed', data: sent(video) });
    expect(verify(previous!, request!)).toEqual({ event: 'video.completed', data: sent(video) });
    expect(() => verify(older!, request!)).toThrow();
  });

  it('stops retrying when the receiver answers 410 Gone', async () => {
    const accountId = newAccountId();
    const path = `/gone-${accountId}`;
    receiver.answerWith((request) => (request.path === path ? 410 : 204));
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivery = await harness.settledDelivery(accountId, video.id);
    receiver.answerWith(() => 204);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((attempt) => attempt.status_code)).toEqual([410]);
    expect(delivery.next_attempt_at).toBeNull();
  });

  it('treats a redirect as a failure and follows none', async () => {
    const accountId = newAccountId();
    const path = `/moved-${accountId}`;
    receiver.answerWith((request, index) =>
      request.path === path && receiver.at(path).length === 1
        ? { status: 301, headers: { location: receiver.url(`/elsewhere-${index}`) } }
        : 204,
    );
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivery = await harness.settledDelivery(accountId, video.id);
    receiver.answerWith(() => 204);
    expect(delivery.attempts.map((attempt) => attempt.status_code)).toEqual([301, 204]);
    expect(receiver.received.filter((request) => request.path.startsWith('/elsewhere'))).toEqual([]);
  });

  it('reads no more than 64 KiB of an answer, and a long 2xx answer is still a success', async () => {
    const accountId = newAccountId();
    const path = `/chatty-${accountId}`;
    receiver.answerWith((request) => (request.path === path ? { status: 200, body: 'x'.repeat(1024 * 1024) } : 204));
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivery = await harness.settledDelivery(accountId, video.id);
    receiver.answerWith(() => 204);
    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts).toHaveLength(1);
  });

  it('sends one delivery however often the source event is redelivered', async () => {
    const accountId = newAccountId();
    const path = `/once-${accountId}`;
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    const reactions = harness.app.get(WebhookEventsReactions);
    const context = { eventId: 'evt_REDELIVERED', deliveryCount: 1, extendDeadline: () => undefined };
    await reactions.sendWhenVideoCompleted({ account_id: accountId, video }, context);
    await reactions.sendWhenVideoCompleted({ account_id: accountId, video }, { ...context, deliveryCount: 2 });
    await harness.settledDelivery(accountId, video.id);
    expect((await harness.deliveries(accountId)).data).toHaveLength(1);
    expect(receiver.at(path)).toHaveLength(1);
  });

  it('sends a delivery again on request, with the same webhook-id, and 404s for another account', async () => {
    const accountId = newAccountId();
    const path = `/again-${accountId}`;
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivered = await harness.settledDelivery(accountId, video.id);

    await expect(
      harness.bus.request('webhooks.retry_delivery', { account_id: newAccountId(), id: delivered.id }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    const retried = await harness.bus.request('webhooks.retry_delivery', { account_id: accountId, id: delivered.id });
    expect(retried.status).toBe('succeeded');
    const requests = await receiver.waitFor(2, { path });
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id']);
    const settled = await pollUntil(
      async () => {
        const [delivery] = (await harness.deliveries(accountId, { video_id: video.id })).data;
        return delivery?.status === 'succeeded' && delivery.attempts.length === 2 ? delivery : undefined;
      },
      { timeoutMs: 30_000, description: 'the retried delivery to succeed again' },
    );
    expect(settled.webhook_id).toBe(delivered.webhook_id);
  });

  it('keeps a succeeded delivery succeeded when a manual retry of it fails, and shows that attempt', async () => {
    const accountId = newAccountId();
    const path = `/succeeded-then-500-${accountId}`;
    const video = finishedVideo({ webhook_url: receiver.url(path) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivered = await harness.settledDelivery(accountId, video.id);
    expect(delivered.status).toBe('succeeded');

    receiver.answerWith((request) => (request.path === path ? 500 : 204));
    try {
      await harness.bus.request('webhooks.retry_delivery', { account_id: accountId, id: delivered.id });
      const [after] = await harness.deliveriesWhen(
        accountId,
        ([delivery]) => delivery?.attempts.length === 2 && delivery.next_attempt_at === null,
        'the failed manual retry to be recorded',
        { video_id: video.id },
      );
      expect(after).toMatchObject({ status: 'succeeded', next_attempt_at: null });
      expect(after!.attempts.map((attempt) => attempt.status_code)).toEqual([204, 500]);
      expect(receiver.at(path)).toHaveLength(2);
    } finally {
      receiver.answerWith(() => 204);
    }
  });

  it('counts a 2xx as a success even when its body arrives more slowly than the timeout', async () => {
    const accountId = newAccountId();
    const path = `/slow-body-${accountId}`;
    // The status at once; the body over 3 s, longer than the harness's 2 s attempt timeout.
    receiver.answerWith((request) =>
      request.path === path ? { status: 200, body: 'ok'.repeat(15), trickleMs: 3_000 } : 204,
    );
    try {
      const video = finishedVideo({ webhook_url: receiver.url(path) });
      await harness.publish('video.completed', { account_id: accountId, video });
      const delivery = await harness.settledDelivery(accountId, video.id);
      expect(delivery.status).toBe('succeeded');
      expect(delivery.attempts).toEqual([
        { at: expect.any(String), status_code: 200, error: null, duration_ms: expect.any(Number) },
      ]);
    } finally {
      receiver.answerWith(() => 204);
    }
  });

  it('sends nothing to a disabled endpoint, while an enabled one of the account gets the event', async () => {
    const accountId = newAccountId();
    const enabled = await harness.createEndpoint(accountId, receiver.url(`/enabled-${accountId}`));
    const disabled = await harness.createEndpoint(accountId, receiver.url(`/disabled-${accountId}`));
    await harness.bus.request('webhooks.update_endpoint', {
      account_id: accountId,
      id: disabled.id,
      changes: { enabled: false },
    });
    const video = finishedVideo();
    await harness.publish('video.completed', { account_id: accountId, video });

    await receiver.waitFor(1, { path: `/enabled-${accountId}` });
    const deliveries = await harness.deliveriesWhen(
      accountId,
      (all) => all.length > 0 && all.every((delivery) => delivery.status === 'succeeded'),
      'the enabled endpoint’s delivery to succeed',
    );
    expect(deliveries.map((delivery) => delivery.endpoint_id)).toEqual([enabled.id]);
    expect(receiver.at(`/disabled-${accountId}`)).toEqual([]);
  });

  it("shows another account none of an account's deliveries", async () => {
    const accountId = newAccountId();
    await harness.createEndpoint(accountId, receiver.url(`/mine-${accountId}`));
    const video = finishedVideo({ webhook_url: receiver.url(`/mine-video-${accountId}`) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const mine = await harness.deliveriesWhen(accountId, (all) => all.length === 2, 'two deliveries');

    const other = newAccountId();
    expect(await harness.deliveries(other)).toEqual({ data: [], has_more: false });
    expect(await harness.deliveries(other, { video_id: video.id })).toEqual({ data: [], has_more: false });
    expect(await harness.deliveries(other, { endpoint_id: mine[0]!.endpoint_id ?? mine[1]!.endpoint_id! })).toEqual({
      data: [],
      has_more: false,
    });
  });

  it('keeps the request id of the event that caused a delivery', async () => {
    const accountId = newAccountId();
    const video = finishedVideo({ webhook_url: receiver.url(`/traced-${accountId}`) });
    await harness.publish('video.completed', { account_id: accountId, video }, 'req_TRACED_WEBHOOK');
    const delivery = await harness.settledDelivery(accountId, video.id);
    const [row] = await harness.service.dataSource.query<Array<{ request_id: string | null }>>(
      'SELECT request_id FROM webhook_deliveries WHERE id = $1',
      [delivery.id],
    );
    expect(row).toEqual({ request_id: 'req_TRACED_WEBHOOK' });
  });

  it('keeps other receivers waiting no longer for a slow one', async () => {
    const slow = await TestWebhookReceiver.start(() => ({ status: 204, delayMs: 1_500 }));
    try {
      const slowAccount = newAccountId();
      for (let index = 0; index < 12; index += 1) {
        await harness.publish('video.completed', {
          account_id: slowAccount,
          video: finishedVideo({ webhook_url: slow.url() }),
        });
      }
      await slow.waitFor(1);
      const accountId = newAccountId();
      const path = `/fast-${accountId}`;
      const video = finishedVideo({ webhook_url: receiver.url(path) });
      const publishedAt = Date.now();
      await harness.publish('video.completed', { account_id: accountId, video });
      const [request] = await receiver.waitFor(1, { path });
      // The slow receiver holds its 12 deliveries for ≥ 4.5 s in batches of 4; the fast one
      // is not queued behind them.
      expect(request!.receivedAt - publishedAt).toBeLessThan(1_500);
      expect(slow.received.length).toBeLessThan(12);
    } finally {
      await slow.stop();
    }
  });
});

describe(`${DeliverySender.name} without ALLOW_PRIVATE_URLS`, () => {
  let harness: WebhooksHarness;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    harness = await WebhooksHarness.start({ ALLOW_PRIVATE_URLS: 'false', WEBHOOK_RETRY_DELAYS: '0.1' });
    receiver = await TestWebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver?.stop();
    await harness?.stop();
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/hook`],
    ['a local name', (port: number) => `http://localhost:${port}/hook`],
    ['a local name with the root’s trailing dot', (port: number) => `http://localhost.:${port}/hook`],
    ['IPv4-compatible IPv6', (port: number) => `http://[::127.0.0.1]:${port}/hook`],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/hook`],
  ])('never contacts %s', async (_kind, url) => {
    const accountId = newAccountId();
    const video = finishedVideo({ webhook_url: url(receiver.port) });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivery = await harness.settledDelivery(accountId, video.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toHaveLength(2);
    expect(delivery.attempts[0]!.error).toMatch(/^refused: /);
    expect(receiver.received).toEqual([]);
  });

  it('logs that a name’s address is not allowed, never what the name resolves to', async () => {
    // The machine's own name resolves to one of its own (never public) addresses.
    const name = hostname();
    const addresses = await lookup(name, { all: true });
    expect(addresses.filter(({ address }) => isPublicAddress(address))).toEqual([]);
    const accountId = newAccountId();
    const video = finishedVideo({ webhook_url: `http://${name}:${receiver.port}/hook` });
    await harness.publish('video.completed', { account_id: accountId, video });
    const delivery = await harness.settledDelivery(accountId, video.id);
    expect(delivery.attempts[0]!.error).toBe(`refused: the address of ${name} is not allowed`);
    expect(receiver.received).toEqual([]);
  });
});

describe(`${DeliverySender.name} with long attempts and small limits`, () => {
  // Attempts may take 30 s, so a held receiver is still in flight whenever the test looks;
  // 8 attempts in flight per replica, 2 per receiver, 4 per account.
  let harness: WebhooksHarness;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    harness = await WebhooksHarness.start({
      WEBHOOK_TIMEOUT_SECONDS: '30',
      WEBHOOK_CONCURRENCY: '8',
      WEBHOOK_TARGET_CONCURRENCY: '2',
      WEBHOOK_ACCOUNT_CONCURRENCY: '4',
    });
    receiver = await TestWebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver?.stop();
    await harness?.stop();
  });

  it('sends once more, right after the attempt in flight, when a retry comes during that attempt', async () => {
    const accountId = newAccountId();
    const path = `/in-flight-${accountId}`;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    receiver.answerWith((request) =>
      request.path === path && receiver.at(path).length === 1 ? { status: 204, until: held } : 204,
    );
    try {
      const video = finishedVideo({ webhook_url: receiver.url(path) });
      await harness.publish('video.completed', { account_id: accountId, video });
      await receiver.waitFor(1, { path });
      const [delivery] = (await harness.deliveries(accountId)).data;

      const retried = await harness.bus.request('webhooks.retry_delivery', { account_id: accountId, id: delivery!.id });
      expect(retried).toMatchObject({ status: 'pending', attempts: [] });
      letGo();

      const requests = await receiver.waitFor(2, { path });
      expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
      const [after] = await harness.deliveriesWhen(
        accountId,
        ([settled]) => settled?.attempts.length === 2 && settled.next_attempt_at === null,
        'both attempts to be recorded',
      );
      expect(after).toMatchObject({ status: 'succeeded', next_attempt_at: null });
      expect(after!.attempts.map((attempt) => attempt.status_code)).toEqual([204, 204]);
    } finally {
      letGo();
      receiver.answerWith(() => 204);
    }
  });

  it("delivers another account's event at once while one account's many slow receivers hang", async () => {
    // One slow server under six names (origins): without a per-account cap, its twelve
    // deliveries would fill all eight slots for 30 s.
    const slow = await Promise.all(
      Array.from({ length: 6 }, () => TestWebhookReceiver.start(() => ({ status: 204, delayMs: 60_000 }))),
    );
    try {
      const slowAccount = newAccountId();
      for (const server of slow) {
        for (let index = 0; index < 2; index += 1) {
          await harness.publish('video.completed', {
            account_id: slowAccount,
            video: finishedVideo({ webhook_url: server.url() }),
          });
        }
      }
      // The slow account holds as many slots as it may, and no more.
      await pollUntil(() => (slow.reduce((sum, server) => sum + server.received.length, 0) >= 4 ? true : undefined), {
        description: 'the slow account to fill its share of the slots',
      });

      const accountId = newAccountId();
      const path = `/prompt-${accountId}`;
      await harness.publish('video.completed', {
        account_id: accountId,
        video: finishedVideo({ webhook_url: receiver.url(path) }),
      });
      // Arrives while every slow attempt still hangs (none can end before 30 s).
      await receiver.waitFor(1, { path, timeoutMs: 10_000 });
      expect(slow.reduce((sum, server) => sum + server.received.length, 0)).toBe(4);
    } finally {
      await Promise.all(slow.map((server) => server.stop()));
    }
  });
});
