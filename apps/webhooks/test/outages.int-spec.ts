import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestWebhookReceiver, freePort, pollUntil } from '@reelsmith/testing';
import { PrivatePostgres } from '../../../scripts/private-services.mjs';
import { DeliverySender } from '../src/deliveries/delivery-sender.js';
import { finishedVideo, newAccountId, sent, WebhooksHarness } from './webhooks-harness.js';

describe(`${DeliverySender.name} through outages`, () => {
  // A PostgreSQL cluster of this file's own (initdb in a temp folder, a free port), so
  // stopping "the database" never touches the machine's server or another test's.
  const folder = mkdtempSync(join(tmpdir(), 'reelsmith-webhooks-outage-'));
  chmodSync(folder, 0o755); // under root the cluster runs as the postgres user, who must reach it
  const postgres = new PrivatePostgres(join(folder, 'postgres'));
  let harness: WebhooksHarness;

  beforeAll(async () => {
    harness = await WebhooksHarness.start({
      POSTGRES_URL: await postgres.start({ maxConnections: 50, durability: 'process-crash' }),
    });
  });

  afterAll(async () => {
    await harness?.stop();
    postgres.stop('immediate');
    rmSync(folder, { recursive: true, force: true });
  });

  const ready = async () =>
    (await fetch(`http://127.0.0.1:${harness.service.env.WEBHOOKS_HTTP_PORT}/health/ready`).catch(() => undefined))
      ?.status;

  it('delivers a pending delivery, and an event announced meanwhile, after NATS restarts and PostgreSQL is down', async () => {
    const accountId = newAccountId();
    const port = await freePort(); // nobody listens yet: every attempt is refused
    const url = `http://127.0.0.1:${port}/hook`;
    const before = finishedVideo({ webhook_url: url });
    await harness.publish('video.completed', { account_id: accountId, video: before });
    await harness.deliveriesWhen(
      accountId,
      ([delivery]) => (delivery?.attempts.length ?? 0) > 0,
      'a first, refused attempt',
    );

    await harness.service.nats.restart();
    // The test's own client reconnects by itself, like the service's.
    await pollUntil(
      () =>
        harness.bus.connection().then(
          () => true,
          () => undefined,
        ),
      {
        description: 'the test to reach NATS again',
      },
    );
    postgres.pgCtl('stop');
    let receiver: TestWebhookReceiver | undefined;
    try {
      await pollUntil(async () => ((await ready()) === 503 ? true : undefined), {
        description: 'the service to notice PostgreSQL is gone',
      });
      // Announced while the database is down: the event waits in JetStream.
      const during = finishedVideo({ webhook_url: url });
      await harness.publish('video.failed', { account_id: accountId, video: { ...during, status: 'failed' } });
      receiver = await TestWebhookReceiver.start(() => 204, port);
      postgres.pgCtl('start');

      // Attempts cut off by the outage wait for their lease (the timeout plus 35 s).
      const requests = await receiver.waitFor(2, { timeoutMs: 90_000 });
      const bodies = requests.map((request) => JSON.parse(request.body) as unknown);
      expect(bodies).toEqual(
        expect.arrayContaining([
          { event: 'video.completed', data: sent(before) },
          { event: 'video.failed', data: sent({ ...during, status: 'failed' }) },
        ]),
      );
      const deliveries = await harness.deliveriesWhen(
        accountId,
        (all) => all.length === 2 && all.every((delivery) => delivery.status === 'succeeded'),
        'both deliveries to succeed',
      );
      // Sent once each: nothing twice on purpose.
      expect(receiver.received).toHaveLength(2);
      expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(2);
      expect(deliveries.map((delivery) => delivery.attempts.at(-1)!.status_code)).toEqual([204, 204]);
    } finally {
      postgres.pgCtl('start');
      await receiver?.stop();
    }
  });
});
