import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, pollUntil, type ServiceHarness } from '@reelsmith/testing';
import { fakeService, type FakeService } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'preview-slots-test-admin-token-0123456789';
const LIMIT = 4;
const STILL = { jpeg_base64: Buffer.from('jpeg').toString('base64'), width: 2, height: 2 };

const urlOf = (harness: ServiceHarness) => `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;

describe('previews in flight per account across gateway replicas', () => {
  const replicas: ServiceHarness[] = [];
  let bus: MessageBus;
  let videos: FakeService<'videos.preview_video'>;
  // Each preview the fake videos service was asked for waits here until the test lets it finish.
  const held: Array<() => void> = [];

  beforeAll(async () => {
    const limits = { ADMIN_TOKEN, PREVIEW_CONCURRENCY_PER_ACCOUNT: String(LIMIT) };
    replicas.push(await startGateway(limits));
    replicas.push(await startGateway(limits, replicas[0]));
    bus = MessageBus.connect(replicas[0]!.env.NATS_URL!, 'preview-slots-test');
    videos = await fakeService(bus, 'videos.preview_video', async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return STILL;
    });
  });

  afterAll(async () => {
    videos?.stop();
    await bus?.onApplicationShutdown();
    for (const replica of replicas.reverse()) await replica.stop();
  });

  async function newKey(): Promise<string> {
    const created = await new ApiClient(urlOf(replicas[0]!), ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
      name: 'Previewing shop',
    });
    return created.body.api_key;
  }

  /** Asks for a preview through the replica, answering its status and error code once it is answered. */
  async function preview(replica: ServiceHarness, apiKey: string): Promise<{ status: number; code?: string }> {
    const response = await fetch(`${urlOf(replica)}/previews`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ template_id: 'tmpl_x', product_id: 'prod_x' }),
    });
    if (response.ok) return { status: response.status };
    const body = (await response.json()) as { error: { code: string } };
    return { status: response.status, code: body.error.code };
  }

  const asked = (count: number, description: string) =>
    pollUntil(() => (videos.calls.length >= count ? true : undefined), { description });

  it('lets one account have its limit in flight across both replicas and no more, while others still get theirs', async () => {
    const [first, second] = replicas as [ServiceHarness, ServiceHarness];
    const [busy, other, third, fourth] = [await newKey(), await newKey(), await newKey(), await newKey()];
    // Alternating replicas, as a load balancer would: two each.
    const running = [0, 1, 2, 3].map((n) => preview(n % 2 === 0 ? first : second, busy));
    await asked(LIMIT, "the busy account's previews to reach the videos service");

    const refused = [await preview(first, busy), await preview(second, busy)];
    expect(refused).toEqual([
      { status: 429, code: 'too_many_previews' },
      { status: 429, code: 'too_many_previews' },
    ]);

    for (const apiKey of [other, third]) {
      running.push(...[0, 1, 2, 3].map((n) => preview(n % 2 === 0 ? first : second, apiKey)));
    }
    await asked(3 * LIMIT, 'two more accounts to reach their limit');
    running.push(preview(second, fourth));
    await asked(3 * LIMIT + 1, "the fourth account's preview to reach the videos service");

    for (const release of held.splice(0)) release();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual(
      Array.from({ length: 3 * LIMIT + 1 }, () => 200),
    );
    // Every lease was given back: the busy account may have its limit in flight again.
    const again = [0, 1, 2, 3].map((n) => preview(n % 2 === 0 ? first : second, busy));
    await asked(4 * LIMIT + 1, 'the busy account to preview again');
    for (const release of held.splice(0)) release();
    expect((await Promise.all(again)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});
