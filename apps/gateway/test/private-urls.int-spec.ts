import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'private-urls-test-admin-token-0123456789';

/** Addresses on private, local or metadata networks, as attackers write them. */
const PRIVATE_URLS = [
  'http://127.0.0.1:8080/hook',
  'http://localhost/hook',
  'http://10.0.0.7/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://[::127.0.0.1]/hook',
];

describe('client URLs aimed at private networks (SSRF), refused when they are given', () => {
  let harness: ServiceHarness;
  let api: ApiClient;

  beforeAll(async () => {
    harness = await startGateway({ ADMIN_TOKEN, ALLOW_PRIVATE_URLS: 'false' });
    const baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
    const created = await new ApiClient(baseUrl, ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
      name: 'SSRF shop',
    });
    api = new ApiClient(baseUrl, created.body.api_key);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  /** No service runs beside this gateway: a URL that passed the check would be answered 503. */
  const refused = (param: string) => ({
    status: 400,
    body: { error: expect.objectContaining({ type: 'invalid_request_error', code: 'parameter_invalid', param }) },
  });

  it.each(PRIVATE_URLS)('refuses %s as a webhook endpoint, created or changed', async (url) => {
    expect(await api.post<ErrorBody>('/webhooks/endpoints', { url })).toMatchObject(refused('url'));
    expect(await api.patch<ErrorBody>('/webhooks/endpoints/we_01KAAAAAAAAAAAAAAAAAAAAAAA', { url })).toMatchObject(
      refused('url'),
    );
  });

  it.each(PRIVATE_URLS)("refuses %s as a video's webhook_url", async (url) => {
    const video = { template_id: 'tmpl_x', product_id: 'prod_x', webhook_url: url };
    expect(await api.post<ErrorBody>('/videos', video)).toMatchObject(refused('webhook_url'));
  });

  it.each(PRIVATE_URLS)("refuses %s as a video's or a preview's music", async (url) => {
    const video = { template_id: 'tmpl_x', product_id: 'prod_x', music: { url } };
    expect(await api.post<ErrorBody>('/videos', video)).toMatchObject(refused('music.url'));
    expect(await api.post<ErrorBody>('/previews', video)).toMatchObject(refused('music.url'));
  });

  it.each(PRIVATE_URLS)("refuses %s as a product's image_url, created or changed", async (url) => {
    const product = { name: 'Mug', image_url: url };
    expect(await api.post<ErrorBody>('/products', product)).toMatchObject(refused('image_url'));
    expect(await api.patch<ErrorBody>('/products/prod_01KAAAAAAAAAAAAAAAAAAAAAAA', { image_url: url })).toMatchObject(
      refused('image_url'),
    );
  });

  it.each(PRIVATE_URLS)('refuses %s as a shop page to import', async (url) => {
    expect(await api.post<ErrorBody>('/products/import', { url })).toMatchObject(refused('url'));
  });

  it('lets a public address through to the service', async () => {
    expect((await api.post<ErrorBody>('/webhooks/endpoints', { url: 'https://hooks.example.com/x' })).status).toBe(503);
  });
});
