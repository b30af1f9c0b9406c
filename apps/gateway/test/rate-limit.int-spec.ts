import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'rate-limit-test-admin-token-0123456789';
// One request per 10 s after a burst of 4: no refill can blur the count, however slow the machine.
const LIMITS = { ADMIN_TOKEN, RATE_LIMIT_PER_SECOND: '0.1', RATE_LIMIT_BURST: '4' };

describe('rate limits per API key', () => {
  let first: ServiceHarness;
  let second: ServiceHarness;
  const urlOf = (harness: ServiceHarness) => `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;

  beforeAll(async () => {
    first = await startGateway(LIMITS);
    second = await startGateway(LIMITS, first);
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  async function newKey(): Promise<string> {
    const created = await new ApiClient(urlOf(first), ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
      name: 'Busy shop',
    });
    return created.body.api_key;
  }

  it('share one bucket across gateway replicas, with RateLimit-* and Retry-After', async () => {
    const apiKey = await newKey();
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
    const busy = await newKey();
    for (let attempt = 0; attempt < 5; attempt += 1) await new ApiClient(urlOf(first), busy).get('/products');
    expect((await new ApiClient(urlOf(second), busy).get('/products')).status).toBe(429);
    expect((await new ApiClient(urlOf(second), await newKey()).get('/products')).status).toBe(503);
  });
});
