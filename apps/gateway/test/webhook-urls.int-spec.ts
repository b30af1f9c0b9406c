import type { WebhookEndpoint } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { fakeService } from './fake-service.js';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'webhook-urls-test-admin-token-0123456789';

const endpoint = (url: string): WebhookEndpoint => ({
  id: 'we_TEST',
  url,
  events: ['video.completed'],
  description: null,
  enabled: true,
  disabled_reason: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

describe('webhook addresses at a gateway without ALLOW_PRIVATE_URLS', () => {
  let harness: ServiceHarness;
  let bus: MessageBus;
  let api: ApiClient;

  beforeAll(async () => {
    harness = await startGateway({ ADMIN_TOKEN, ALLOW_PRIVATE_URLS: 'false' });
    bus = MessageBus.connect(harness.env.NATS_URL!, 'webhook-urls-test');
    const baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
    const created = await new ApiClient(baseUrl, ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
      name: 'Hook shop',
    });
    api = new ApiClient(baseUrl, created.body.api_key);
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await harness?.stop();
  });

  const refusal = (param: string) => ({
    error: { type: 'invalid_request_error', code: 'parameter_invalid', message: expect.any(String), param },
  });

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook'],
    ['a local name', 'http://localhost/hook'],
    ['a private network', 'https://10.1.2.3/hook'],
    ['the metadata address', 'http://169.254.169.254/latest'],
    ['CGNAT', 'http://100.64.0.1/hook'],
    ['IPv6 loopback', 'http://[::1]/hook'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/hook'],
  ])('refuses %s as an endpoint url, a PATCHed url and a video webhook_url, with param', async (_kind, url) => {
    const created = await fakeService(bus, 'webhooks.create_endpoint', () => endpoint(url));
    const updated = await fakeService(bus, 'webhooks.update_endpoint', () => endpoint(url));
    const videos = await fakeService(bus, 'videos.create_video', () => {
      throw new Error('must not be reached');
    });
    try {
      const create = await api.post<ErrorBody>('/webhooks/endpoints', { url });
      expect({ status: create.status, body: create.body }).toEqual({ status: 400, body: refusal('url') });
      const patch = await api.patch<ErrorBody>('/webhooks/endpoints/we_TEST', { url });
      expect({ status: patch.status, body: patch.body }).toEqual({ status: 400, body: refusal('url') });
      const video = await api.post<ErrorBody>('/videos', {
        template_id: 'tmpl_TEST',
        product_id: 'prod_TEST',
        webhook_url: url,
      });
      expect({ status: video.status, body: video.body }).toEqual({ status: 400, body: refusal('webhook_url') });
      expect([created.calls, updated.calls, videos.calls]).toEqual([[], [], []]);
    } finally {
      created.stop();
      updated.stop();
      videos.stop();
    }
  });

  it('passes a public address on to the webhooks service', async () => {
    const created = await fakeService(bus, 'webhooks.create_endpoint', (command) => endpoint(command.url));
    try {
      const response = await api.post<WebhookEndpoint>('/webhooks/endpoints', { url: 'https://hooks.example.com/x' });
      expect(response.status).toBe(201);
      expect(created.calls).toEqual([expect.objectContaining({ url: 'https://hooks.example.com/x' })]);
    } finally {
      created.stop();
    }
  });
});
