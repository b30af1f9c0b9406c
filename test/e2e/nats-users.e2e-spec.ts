import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  ApiClient,
  TestFileServer,
  TestShop,
  TestStack,
  TestWebhookReceiver,
  pollUntil,
  HeldPicture,
  waitForBalance,
  waitForVideo,
} from '@reelsmith/testing';

interface NatsUser {
  user: string;
  password: string;
  permissions: Record<string, unknown>;
}

/** The NATS users of the Helm values, each with a fresh password for its `<< $APP >>`. */
function natsUsersOfTheManifests(): NatsUser[] {
  const values = parse(readFileSync(join(import.meta.dirname, '..', '..', 'k8s/nats/values.yaml'), 'utf8')) as {
    config: { merge: { authorization: { users: NatsUser[] } } };
  };
  return values.config.merge.authorization.users.map((user) => ({
    ...user,
    password: randomBytes(16).toString('hex'),
  }));
}

/**
 * Speaks the NATS protocol as `user` on a socket of its own: sends `commands` and a PING, and
 * returns what the server answered up to its PONG (an `-ERR` for each refused command).
 */
function natsAs(port: number, user: NatsUser, commands: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('PONG')) {
        socket.end();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    const login = JSON.stringify({ user: user.user, pass: user.password, verbose: false, protocol: 1 });
    socket.write(`CONNECT ${login}\r\n${commands}PING\r\n`);
  });
}

const publish = (subject: string, payload: string) => `PUB ${subject} ${Buffer.byteLength(payload)}\r\n${payload}\r\n`;

describe('the apps under their own NATS users (k8s/nats/values.yaml)', () => {
  const users = natsUsersOfTheManifests();
  const userNamed = (name: string) => users.find((user) => user.user === name)!;
  const picture = new HeldPicture();
  let images: TestFileServer;
  let receiver: TestWebhookReceiver;
  let stack: TestStack;
  let shop: TestShop;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': picture.route });
    receiver = await TestWebhookReceiver.start();
    // Exactly the manifests' users and permissions; every app logs in as the user named after it
    // (an app without one would be refused: the server allows no anonymous connection).
    stack = await TestStack.start(
      {},
      {
        nats: {
          config: {
            authorization: {
              users: users.map(({ user, password, permissions }) => ({ user, password, permissions })),
            },
          },
        },
        appEnv: Object.fromEntries(
          users.map(({ user, password }) => [user, { NATS_USER: user, NATS_PASSWORD: password }]),
        ),
      },
    );
    shop = await TestShop.open(stack, { credits: 200, imageUrl: `${images.baseUrl}/lamp.png`, template: 'square' });
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await images?.stop();
  });

  it('makes a video from start to finish: charged, rendered, completed, announced to its webhook', async () => {
    const id = await shop.createVideo({ webhook_url: receiver.url() });

    const video = await waitForVideo(shop.rs, id);
    expect(video).toMatchObject({ status: 'completed', credits_used: shop.template.credits });
    expect((await fetch(video.video_url!)).status).toBe(200);
    const [webhook] = await receiver.waitFor(1);
    expect(JSON.parse(webhook!.body)).toMatchObject({ event: 'video.completed', data: { id } });
  });

  it('makes a batch, charged as a whole by billing, released to a worker and announced when it ends', async () => {
    const batch = await shop.rs.batches.create({
      product_ids: [shop.product.id],
      template_ids: [shop.template.id],
      webhook_url: receiver.url('/batch'),
    });
    const ended = await shop.rs.batches.waitFor(batch.id, { timeoutMs: 120_000, intervalMs: 250 });
    expect(ended).toMatchObject({ status: 'completed', counts: { completed: 1 } });
    const [webhook] = await receiver.waitFor(1, { path: '/batch' });
    expect(JSON.parse(webhook!.body)).toMatchObject({ event: 'batch.completed', data: { id: batch.id } });
  });

  it('stops a canceled render in its worker and refunds it', async () => {
    const before = await shop.balance();
    const id = await picture.heldDuring(() => shop.createVideo());

    expect(await shop.rs.videos.cancel(id)).toMatchObject({ id, status: 'failed', error: { code: 'canceled' } });
    picture.release();
    const abandoned = () => stack.metric('render', 'reelsmith_render_duration_seconds_count', { outcome: 'abandoned' });
    await pollUntil(async () => ((await abandoned()) === 1 ? true : undefined), {
      description: 'the worker to hear of the cancel and abandon the render',
    });
    await waitForBalance(shop.rs, before, { description: 'the refund' });
  });

  it('answers every service through the gateway: balance, top-ups, webhook secrets, key revocation', async () => {
    const { rs, accountId } = shop;
    expect(await rs.balance.retrieve()).toMatchObject({ credits: expect.any(Number) });
    expect(await rs.balance.topUp({ amount: 1000, currency: 'usd' })).toMatchObject({ status: 'pending' });
    expect(await rs.webhooks.secret()).toMatch(/^whsec_/);
    expect(await rs.products.list()).toMatchObject({ data: [shop.product] });
    // The videos service asks the render fleet whether a named voice speaks the language.
    expect((await rs.voices.list({ language: 'en' })).map((voice) => voice.id)).toContain('espeak-en');
    const wrongVoice = {
      template_id: shop.template.id,
      product_id: shop.product.id,
      language: 'en' as const,
      voice: 'espeak-de',
    };
    await expect(rs.videos.create(wrongVoice)).rejects.toMatchObject({ status: 400, param: 'voice' });
    // And the catalog for the account's music asset.
    const unknownMusic = {
      template_id: shop.template.id,
      product_id: shop.product.id,
      music: { asset_id: 'asset_01KAAAAAAAAAAAAAAAAAAAAAAA' },
    };
    await expect(rs.videos.create(unknownMusic)).rejects.toMatchObject({ status: 404, param: 'music.asset_id' });
    expect((await rs.voices.sample('espeak-en')).length).toBeGreaterThan(1_000);

    // API keys are the operator's admin API, which the SDK does not cover: raw HTTP.
    const admin = new ApiClient(stack.baseUrl, stack.adminToken);
    const key = (await admin.post<{ id: string; api_key: string }>(`/admin/accounts/${accountId}/api_keys`, {})).body;
    const holder = stack.client(key.api_key);
    expect(await holder.balance.retrieve()).toMatchObject({ credits: expect.any(Number) });
    expect((await admin.delete(`/admin/accounts/${accountId}/api_keys/${key.id}`)).status).toBe(200);
    await expect(holder.balance.retrieve()).rejects.toMatchObject({ status: 401 });
  });

  it('tells the videos service of an event a consumer gave up on, which it reads back', async () => {
    // Billing's user may announce billing's events; this one is not JSON, so the videos
    // service's consumer terminates it and the dead letter reaches its handler.
    expect(
      await natsAs(stack.nats.port, userNamed('billing'), publish('events.v1.billing.video_charged', '{')),
    ).not.toContain('-ERR');
    const letters = () =>
      stack.metric('videos', 'reelsmith_dead_letters_total', {
        consumer: 'videos__billing_video_charged',
        reason: 'terminated',
      });
    await pollUntil(async () => ((await letters()) === 1 ? true : undefined), {
      description: 'the videos service to handle the dead letter',
    });
  });

  /** What this test tries on purpose, to show the permissions bite. */
  const forbidden = [
    'rpc.v1.billing.grant_credits',
    '_INBOX_gateway.>',
    'events.v1.video.completed',
    '$JS.API.STREAM.UPDATE.REELSMITH_EVENTS',
    '$JS.API.CONSUMER.CREATE.REELSMITH_EVENTS.render__video_render_requested.events.>',
  ];

  it("refuses what a user has no business doing: render granting credits, or reading the gateway's replies", async () => {
    const render = userNamed('render');
    expect(await natsAs(stack.nats.port, render, publish(forbidden[0]!, '{}'))).toContain(
      `Permissions Violation for Publish to "${forbidden[0]}"`,
    );
    expect(await natsAs(stack.nats.port, render, `SUB ${forbidden[1]} 1\r\n`)).toContain(
      `Permissions Violation for Subscription to "${forbidden[1]}"`,
    );
    expect(await natsAs(stack.nats.port, userNamed('webhooks'), publish(forbidden[2]!, '{}'))).toContain(
      `Permissions Violation for Publish to "${forbidden[2]}"`,
    );
  });

  it('refuses an app changing the events stream, or widening its consumer to every event', async () => {
    for (const subject of forbidden.slice(3)) {
      expect(await natsAs(stack.nats.port, userNamed('render'), publish(subject, '{}'))).toContain(
        `Permissions Violation for Publish to "${subject}"`,
      );
    }
  });

  it('saw the apps do nothing their users may not: no other violation in the server log', async () => {
    const refused = (await stack.nats.log())
      .split('\n')
      .filter((line) => /Violation|Authorization Error/.test(line))
      .filter((line) => !forbidden.some((subject) => line.includes(`Subject "${subject}"`)));
    expect(refused).toEqual([]);
  });
});
