import { ApiClient } from './api-client.js';
import type { Balance, List, Product, Template, Transaction } from './api-shapes.js';
import type { TestStack } from './test-stack.js';

const SHAPES = {
  vertical: (template: Template) => template.height > template.width,
  square: (template: Template) => template.height === template.width,
  landscape: (template: Template) => template.height < template.width,
};

export interface ShopOptions {
  /** Credits granted to the new account (none when 0). */
  credits: number;
  /** The product's picture, served by a test file server. */
  imageUrl: string;
  /** The built-in template its videos use, by shape; the square one renders fastest. */
  template: keyof typeof SHAPES;
  name?: string;
}

/** A fresh account on a stack, with credits, a product and a template: where a video journey starts. */
export class TestShop {
  private constructor(
    readonly api: ApiClient,
    readonly accountId: string,
    readonly template: Template,
    readonly product: Product,
  ) {}

  static async open(stack: TestStack, options: ShopOptions): Promise<TestShop> {
    const account = await stack.createAccount(options.name ?? 'Test shop');
    const api = new ApiClient(stack.baseUrl, account.apiKey);
    if (options.credits > 0) await stack.grantCredits(account.id, options.credits);
    const template = (await api.get<List<Template>>('/templates')).body.data.find(SHAPES[options.template])!;
    const product = await api.post<Product>('/products', { name: 'Lamp', image_url: options.imageUrl });
    if (product.status !== 201) throw new Error(`the product answered ${product.status}`);
    return new TestShop(api, account.id, template, product.body);
  }

  /** Asks for a video of the shop's product and template; returns its id. */
  async createVideo(extra: Record<string, unknown> = {}): Promise<string> {
    const response = await this.api.post<{ id: string }>('/videos', {
      template_id: this.template.id,
      product_id: this.product.id,
      ...extra,
    });
    if (response.status !== 202) throw new Error(`POST /videos answered ${response.status}`);
    return response.body.id;
  }

  async balance(): Promise<number> {
    return (await this.api.get<Balance>('/balance')).body.credits;
  }

  /** The account's ledger, newest first. */
  async transactions(): Promise<Transaction[]> {
    return (await this.api.get<List<Transaction>>('/balance/transactions?limit=100')).body.data;
  }
}
