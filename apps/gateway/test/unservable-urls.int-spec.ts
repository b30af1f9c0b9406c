import type { ErrorBody, ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

describe('URLs no route can serve', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startGateway();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  // Found by the hostile-input suite (test/fuzz): the router answered these in Fastify's shape.
  it.each(['/v1/products/%FF', '/v1/videos/%E0%A4%A', '/v1/%C0%AF', '/v1/products/%'])(
    'answers %s with the contract 400, not the framework error',
    async (path) => {
      const response = await fetch(`http://127.0.0.1:${harness.env.GATEWAY_PORT}${path}`, {
        headers: { authorization: 'Bearer rs_live_unknown' },
      });
      expect(response.status).toBe(400);
      expect((await response.json()) as ErrorBody).toEqual({
        error: { type: 'invalid_request_error', code: 'invalid_url', message: expect.any(String) },
      });
    },
  );

  it.each(['constructor', '__proto__', 'toString'])('has no documentation asset named %s', async (name) => {
    const response = await fetch(`http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1/docs/${name}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('resource_missing');
  });

  it('answers an id longer than any id with the contract 404', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1/docs/${'a'.repeat(5_000)}`);
    expect(response.status).toBe(404);
    expect((await response.json()) as ErrorBody).toEqual({
      error: { type: 'not_found', code: 'resource_missing', message: expect.any(String) },
    });
  });
});
