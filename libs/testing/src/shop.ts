import type { BalanceTransaction, Product, Reelsmith, Template, VideoCreateParams } from '@reelsmith/sdk';
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
    readonly rs: Reelsmith,
    readonly accountId: string,
    readonly template: Template,
    readonly product: Product,
  ) {}

  static async open(stack: TestStack, options: ShopOptions): Promise<TestShop> {
    const account = await stack.createAccount(options.name ?? 'Test shop');
    const rs = stack.client(account.apiKey);
    if (options.credits > 0) await stack.grantCredits(account.id, options.credits);
    const template = (await rs.templates.list()).data.find(SHAPES[options.template])!;
    const product = await rs.products.create({ name: 'Lamp', image_url: options.imageUrl });
    return new TestShop(rs, account.id, template, product);
  }

  /** Asks for a video of the shop's product and template; returns its id. */
  async createVideo(extra: Partial<VideoCreateParams> = {}): Promise<string> {
    const video = await this.rs.videos.create({ template_id: this.template.id, product_id: this.product.id, ...extra });
    return video.id;
  }

  async balance(): Promise<number> {
    return (await this.rs.balance.retrieve()).credits;
  }

  /** The account's ledger, newest first. */
  async transactions(): Promise<BalanceTransaction[]> {
    return (await this.rs.balance.transactions.list({ limit: 100 })).data;
  }
}
