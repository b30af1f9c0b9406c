import { Assets } from './resources/assets.js';
import { BalanceResource } from './resources/balance.js';
import { Batches } from './resources/batches.js';
import { Previews } from './resources/previews.js';
import { Products } from './resources/products.js';
import { Outputs } from './resources/outputs.js';
import { Languages, Templates } from './resources/templates.js';
import { Videos } from './resources/videos.js';
import { Voices } from './resources/voices.js';
import { Webhooks } from './resources/webhooks.js';
import { Transport } from './transport.js';

export interface ReelsmithOptions {
  /** The account's API key, `rs_live_…`. */
  apiKey: string;
  /** The API's base URL, ending in `/v1`; default `http://localhost:3000/v1`. */
  baseUrl?: string;
  /** Retries of a failed call that is safe to repeat; default 3. */
  maxRetries?: number;
  /** Another fetch (a test double, a proxy-aware one); default the global fetch. */
  fetch?: typeof fetch;
}

/** The Reelsmith API: `new Reelsmith({ apiKey, baseUrl })`, then one property per resource. */
export class Reelsmith {
  readonly products: Products;
  readonly templates: Templates;
  readonly assets: Assets;
  readonly languages: Languages;
  readonly outputs: Outputs;
  readonly voices: Voices;
  readonly videos: Videos;
  readonly batches: Batches;
  readonly previews: Previews;
  readonly balance: BalanceResource;
  readonly webhooks: Webhooks;

  constructor({ apiKey, baseUrl = 'http://localhost:3000/v1', maxRetries = 3, fetch: fetchImpl }: ReelsmithOptions) {
    if (!apiKey) throw new TypeError('Reelsmith needs an apiKey');
    const transport = new Transport({
      apiKey,
      baseUrl,
      maxRetries,
      fetch: fetchImpl ?? ((input, init) => fetch(input, init)),
    });
    this.products = new Products(transport);
    this.templates = new Templates(transport);
    this.assets = new Assets(transport);
    this.languages = new Languages(transport);
    this.outputs = new Outputs(transport);
    this.voices = new Voices(transport);
    this.videos = new Videos(transport);
    this.batches = new Batches(transport);
    this.previews = new Previews(transport);
    this.balance = new BalanceResource(transport);
    this.webhooks = new Webhooks(transport);
  }
}
