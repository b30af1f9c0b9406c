import {
  ApiClient,
  TestFileServer,
  TestStack,
  testPicture,
  waitForVideo,
  type List,
  type Product,
  type Template,
  type Video,
} from '@reelsmith/testing';

describe("a product's price in its videos", () => {
  let stack: TestStack;
  let images: TestFileServer;

  beforeAll(async () => {
    images = await TestFileServer.start({ '/teapot.png': { body: testPicture(640, 480), contentType: 'image/png' } });
    stack = await TestStack.start();
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
  });

  it("hands the product's price to the render when the user_prompt names none, and renders it", async () => {
    const account = await stack.createAccount('Teeladen', 'de');
    const api = new ApiClient(stack.baseUrl, account.apiKey);
    const admin = new ApiClient(stack.baseUrl, stack.adminToken);
    const templates = (await api.get<List<Template>>('/templates?limit=100')).body.data;
    const square = templates.find((template) => template.width === template.height)!;
    await admin.post(`/admin/accounts/${account.id}/credits`, { amount: square.credits, description: 'e2e' });
    const product = await api.post<Product>('/products', {
      name: 'Teekanne',
      image_url: `${images.baseUrl}/teapot.png`,
      price: { amount: 1990, currency: 'eur' },
    });

    const created = await api.post<Video>('/videos', {
      template_id: square.id,
      product_id: product.body.id,
      user_prompt: { headline: 'Frisch gebrüht' },
    });
    expect(created.status).toBe(202);
    // The video keeps the user_prompt as sent; the price travels with the product copy.
    expect(created.body.user_prompt).toEqual({ headline: 'Frisch gebrüht' });
    const [row] = await stack.query<{ price: unknown }>(
      'videos',
      `SELECT render_request->'product'->'price' AS price FROM videos WHERE id = $1`,
      [created.body.id],
    );
    expect(row?.price).toEqual({ amount: 1990, currency: 'eur' });

    expect(await waitForVideo(api, created.body.id)).toMatchObject({ status: 'completed', error: null });
  });
});
