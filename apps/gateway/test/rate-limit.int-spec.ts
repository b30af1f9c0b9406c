import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'rate-limit-test-admin-token-0123456789';
// One request per 10 s after a burst of 4: no refill can blur the count, however slow the machine.
const LIMITS = { ADMIN_TOKEN, RATE_LIMIT_PER_SECOND: '0.1', RATE_LIMIT_BURST: '4' };

const urlOf = (harness: ServiceHarness) => `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;

/** Two gateway replicas on one database with these limits, for the tests of one describe block. */
function twoReplicas(limits: Record<string, string>): ServiceHarness[] {
  const replicas: ServiceHarness[] = [];
  beforeAll(async () => {
    replicas.push(await startGateway(limits));
    replicas.push(await startGateway(limits, replicas[0]));
  });
  afterAll(async () => {
    for (const replica of replicas.reverse()) await replica.stop();
  });
  return replicas;
}

async function newKey(gateway: ServiceHarness): Promise<string> {
  const created = await new ApiClient(urlOf(gateway), ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
    name: 'Busy shop',
  });
  return created.body.api_key;
}

describe('rate limits per API key', () => {
  const replicas = twoReplicas(LIMITS);

  it('share one bucket across gateway replicas, with RateLimit-* and Retry-After', async () => {
    const [first, second] = replicas as [ServiceHarness, ServiceHarness];
    const apiKey = await newKey(first);
    const responses = [];
    // Alternating replicas, as a load balancer would.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const harness = attempt % 2 === 0 ? first : second;
      responses.push(await new ApiClient(urlOf(harness), apiKey).get<ErrorBody>('/products'));
    }
    // No catalog runs here: a request that passes the limit is answered 503.
    expect(responses.map((response) => response.status)).toEqual([503, 503, 503, 503, 429, 429]);
    expect(responses.map((response) => response.headers.get('ratelimit-remaining'))).toEqual([
      '3',
      '2',
      '1',
      '0',
      '0',
      '0',
    ]);
    expect(responses[0]!.headers.get('ratelimit-limit')).toBe('4');
    const refused = responses[4]!;
    expect(refused.body.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(30);
  });

  it('counts each key on its own', async () => {
    const [first, second] = replicas as [ServiceHarness, ServiceHarness];
    const busy = await newKey(first);
    for (let attempt = 0; attempt < 5; attempt += 1) await new ApiClient(urlOf(first), busy).get('/products');
    expect((await new ApiClient(urlOf(second), busy).get('/products')).status).toBe(429);
    expect((await new ApiClient(urlOf(second), await newKey(first)).get('/products')).status).toBe(503);
  });
});

describe('rate limits spent from leases', () => {
  // A burst of 40 is leased 4 tokens at a time; no refill within the test.
  const replicas = twoReplicas({ ...LIMITS, RATE_LIMIT_BURST: '40' });

  it('let the replicas together allow the burst and not one request more', async () => {
    const [first, second] = replicas as [ServiceHarness, ServiceHarness];
    const apiKey = await newKey(first);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const harness = attempt % 2 === 0 ? first : second;
      statuses.push((await new ApiClient(urlOf(harness), apiKey).get('/products')).status);
    }
    expect(statuses.filter((status) => status === 503)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual(Array.from({ length: 10 }, () => 429));
  });
});
