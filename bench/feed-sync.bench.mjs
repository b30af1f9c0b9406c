// Catalog feed sync through the whole system (every app its own process): uploads a feed of
// `--rows` products (default 10,000) in each of `--formats` (default csv,xml,shopify: the same
// products as Merchant Center CSV, RSS with g: fields, a Shopify products.json) to
// POST /v1/products/sync, then the same feed again (every row unchanged), then with every 10th
// price changed. Prints each sync's time and counts, the gateway's and the catalog's peak RSS
// while each ran over their RSS before it (sampled from /proc), and the load average (the machine
// may be shared). Goals: 10,000 rows in ≤ 10 s on 2 cores; memory flat (the RSS gain of 50,000
// rows no more than the feed's bytes over that of 10,000).
// `npm run bench:feeds -- --rows 10000 --formats xml,shopify` (builds first).
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { TestStack } from '@reelsmith/testing';
import { option } from './options.mjs';

const ROWS = Number(option('rows', 10_000));
const FORMATS = option('formats', 'csv,xml,shopify').split(',');

/** The bench's products: three images, a price in cents (every `repriceEvery`th one cent more). */
function* products(repriceEvery) {
  for (let row = 1; row <= ROWS; row += 1) {
    const cents = 1000 + (row % 5000) + (repriceEvery && row % repriceEvery === 0 ? 1 : 0);
    yield {
      id: `SKU-${row}`,
      title: `Product ${row}, ceramic`,
      description: `A sturdy product number ${row}, made to last, dishwasher safe.`,
      link: `https://shop.example/p/${row}`,
      images: [
        `https://cdn.example/p/${row}.jpg`,
        `https://cdn.example/p/${row}-2.jpg`,
        `https://cdn.example/p/${row}-3.jpg`,
      ],
      price: (cents / 100).toFixed(2),
    };
  }
}

const FEEDS = {
  csv: {
    contentType: 'text/csv',
    query: '',
    body(repriceEvery) {
      const lines = ['id,title,description,link,image_link,additional_image_link,price,brand,availability'];
      for (const product of products(repriceEvery)) {
        const [image, ...more] = product.images;
        lines.push(
          [
            product.id,
            `"${product.title}"`,
            `"${product.description}"`,
            product.link,
            image,
            `"${more.join(',')}"`,
            `${product.price} USD`,
            'Bench',
            'in stock',
          ].join(','),
        );
      }
      return Buffer.from(lines.join('\n'));
    },
  },
  xml: {
    contentType: 'application/xml',
    query: '',
    body(repriceEvery) {
      const items = [];
      for (const product of products(repriceEvery)) {
        const [image, ...more] = product.images;
        items.push(
          `<item><g:id>${product.id}</g:id><title>${product.title}</title><description>${product.description}</description>` +
            `<link>${product.link}</link><g:image_link>${image}</g:image_link>` +
            more.map((url) => `<g:additional_image_link>${url}</g:additional_image_link>`).join('') +
            `<g:price>${product.price} USD</g:price><g:brand>Bench</g:brand><g:availability>in stock</g:availability></item>`,
        );
      }
      return Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>` +
          `<title>Bench</title>\n${items.join('\n')}\n</channel></rss>`,
      );
    },
  },
  shopify: {
    contentType: 'application/json',
    query: '?currency=usd',
    body(repriceEvery) {
      const shopify = [...products(repriceEvery)].map((product) => ({
        id: product.id,
        title: product.title,
        body_html: `<p>${product.description}</p>`,
        vendor: 'Bench',
        handle: product.id.toLowerCase(),
        images: product.images.map((src, position) => ({ position: position + 1, src })),
        variants: [{ price: product.price, sku: product.id, inventory_quantity: 3 }],
      }));
      return Buffer.from(JSON.stringify({ products: shopify }));
    },
  },
};

/** The resident set of a process now, in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Runs `work`, sampling the processes' RSS every 20 ms: their peaks meanwhile, and before. */
async function measured(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMb(pid)]));
  const peak = { ...before };
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

const stack = await TestStack.start({ LOG_LEVEL: 'warn' }, { apps: ['catalog', 'gateway'] });
try {
  const pids = { gateway: stack.pidOf('gateway'), catalog: stack.pidOf('catalog') };
  for (const format of FORMATS) {
    const feed = FEEDS[format];
    const account = await stack.createAccount(`Bench feeds ${format}`);
    const sync = async (body) => {
      const response = await fetch(`${stack.baseUrl}/products/sync${feed.query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': feed.contentType },
        body,
      });
      if (response.status !== 200) throw new Error(`sync answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    const first = feed.body(0);
    console.log(`${format}: ${ROWS.toLocaleString('en')} rows, ${(first.length / 1024 / 1024).toFixed(1)} MB`);
    for (const [label, body] of [
      ['first sync (all created)', first],
      ['re-sync (all unchanged)', first],
      ['every 10th price changed', feed.body(10)],
    ]) {
      const { result, seconds, before, peak } = await measured(pids, () => sync(body));
      const counts = `created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, failed ${result.failed}`;
      const memory = Object.keys(pids)
        .map(
          (name) =>
            `${name} ${before[name].toFixed(0)} → ${peak[name].toFixed(0)} MB (+${(peak[name] - before[name]).toFixed(0)})`,
        )
        .join(', ');
      console.log(`  ${label}: ${seconds.toFixed(2)} s (${counts}); peak RSS ${memory}`);
    }
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await stack.dispose();
}
