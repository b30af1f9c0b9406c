import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  ApiClient,
  TestFileServer,
  type TestStack,
  TestWebhookReceiver,
  pollUntil,
  testPicture,
  type ApiResponse,
  sharedStack,
} from '@reelsmith/testing';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The copy of the document the SDK's types are generated from (libs/sdk, `npm run check`). */
const SDK_DOCUMENT = join(import.meta.dirname, '..', '..', 'libs', 'sdk', 'openapi.json');

// About the HTTP layer and the document itself (statuses, bodies as served): raw HTTP throughout.
describe('the OpenAPI document', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let receiver: TestWebhookReceiver;
  let api: ApiClient;
  let document: Json;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

  beforeAll(async () => {
    images = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    receiver = await TestWebhookReceiver.start();
    stack = sharedStack();
    api = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
    document = (await new ApiClient(stack.baseUrl).get<Json>('/openapi.json')).body;
  });

  afterAll(async () => {
    await stack?.dispose();
    await receiver?.stop();
    await images?.stop();
  });

  /** Checks a real response against what the document promises for that route and status. */
  function expectDocumented(method: string, path: string, response: { status: number; body: unknown }) {
    const operation = document.paths[path]?.[method];
    expect(operation).toBeDefined();
    const declared = operation.responses[String(response.status)];
    if (!declared)
      throw new Error(`${method.toUpperCase()} ${path} answered ${response.status}, which the document does not list`);
    const schema = declared.content['application/json'].schema;
    const validate = ajv.compile({ ...schema, components: document.components });
    if (!validate(response.body))
      throw new Error(`${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}`);
  }

  it('is OpenAPI 3.1 and points at the /v1 base URL', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: stack.baseUrl }]);
  });

  it('lists the client sections first and the operator section last', () => {
    const sections = (document.tags as Array<{ name: string }>).map((tag) => tag.name);
    expect(sections[0]).toBe('Products');
    expect(sections.at(-1)).toBe('Admin');
    const paths = Object.values(document.paths as Record<string, Record<string, { tags: string[] }>>);
    const used = new Set(paths.flatMap((path) => Object.values(path)).flatMap((operation) => operation.tags));
    expect([...used].sort()).toEqual([...sections].sort());
  });

  it('describes every product and admin route', () => {
    expect(Object.keys(document.paths['/products'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/products/{id}'])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    expect(Object.keys(document.paths['/admin/accounts'])).toEqual(['post']);
  });

  it('matches what the gateway really answers, for successes and errors', async () => {
    const created = await api.post<Json>('/products', { name: 'Mug', image_url: 'https://example.com/m.png' });
    expectDocumented('post', '/products', created);
    expectDocumented('get', '/products', await api.get('/products'));
    expectDocumented('get', '/products/{id}', await api.get(`/products/${created.body.id}`));
    expectDocumented('patch', '/products/{id}', await api.patch(`/products/${created.body.id}`, { name: 'Cup' }));
    expectDocumented('delete', '/products/{id}', await api.delete(`/products/${created.body.id}`));
    expectDocumented('get', '/products/{id}', await api.get(`/products/${created.body.id}`));
    expectDocumented('post', '/products', await api.post('/products', { name: 3 }));
    expectDocumented('get', '/products', await new ApiClient(stack.baseUrl).get('/products'));
    expectDocumented(
      'post',
      '/admin/accounts',
      await new ApiClient(stack.baseUrl, stack.adminToken).post('/admin/accounts', { name: 'Documented' }),
    );
  });

  /** A success: the status the contract names for the call, with a body the document describes. */
  function expectSuccess(status: number, method: string, path: string, response: ApiResponse): Json {
    expect({ call: `${method.toUpperCase()} ${path}`, status: response.status }).toEqual({
      call: `${method.toUpperCase()} ${path}`,
      status,
    });
    expectDocumented(method, path, response);
    return response.body as Json;
  }

  it("answers each call the SDK journeys make with the contract's success status, in the documented shape", async () => {
    const account = await stack.createAccount('Documented shop');
    await stack.grantCredits(account.id, 100);
    const shop = new ApiClient(stack.baseUrl, account.apiKey);
    expectSuccess(200, 'get', '/balance', await shop.get('/balance'));
    const topUp = { amount: 1000, currency: 'usd' };
    expectSuccess(201, 'post', '/balance/top-up', await shop.post('/balance/top-up', topUp));
    expectSuccess(200, 'get', '/webhooks/secret', await shop.get('/webhooks/secret'));
    expectSuccess(200, 'post', '/webhooks/secret/rotate', await shop.post('/webhooks/secret/rotate'));
    const endpoint = { url: receiver.url('/documented'), events: ['video.failed'] };
    expectSuccess(201, 'post', '/webhooks/endpoints', await shop.post('/webhooks/endpoints', endpoint));

    const product = await shop.post<Json>('/products', { name: 'Lamp', image_url: `${images.baseUrl}/lamp.png` });
    const template = (await shop.get<Json>('/templates')).body.data[0];
    const body = { template_id: template.id, product_id: product.body.id };
    const video = expectSuccess(202, 'post', '/videos', await shop.post('/videos', body));
    expectSuccess(200, 'post', '/videos/{id}/cancel', await shop.post(`/videos/${video.id}/cancel`));
    const delivery = await pollUntil(
      async () => (await shop.get<{ data: Json[] }>('/webhooks/deliveries')).body.data[0],
      { description: 'the video.failed delivery' },
    );
    const retried = await shop.post(`/webhooks/deliveries/${delivery.id}/retry`);
    expectSuccess(200, 'post', '/webhooks/deliveries/{id}/retry', retried);
  });

  it('documents request bodies with the same rules the gateway enforces', () => {
    const body = document.components.schemas.CreateProductBodyInput;
    // image_url or images: either may stand for the other, so neither alone is required.
    expect(body.required).toEqual(['name']);
    expect(body.properties.images).toMatchObject({ minItems: 1, maxItems: 10 });
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.name).toMatchObject({ minLength: 1, maxLength: 200 });
  });

  // After an API change: REELSMITH_UPDATE_OPENAPI=1 npm run e2e -- test/e2e/openapi, then
  // `npm run -w @reelsmith/sdk generate` (libs/sdk/README.md).
  it('is the document the SDK is generated from', async () => {
    const { servers: _servers, ...served } = document;
    if (process.env.REELSMITH_UPDATE_OPENAPI) await writeFile(SDK_DOCUMENT, `${JSON.stringify(served, null, 2)}\n`);
    expect(served).toEqual(JSON.parse(await readFile(SDK_DOCUMENT, 'utf8')));
  });

  it('serves a documentation page with its assets', async () => {
    const page = await fetch(`${stack.baseUrl}/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('openapi.json');
    const bundle = await fetch(`${stack.baseUrl}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
