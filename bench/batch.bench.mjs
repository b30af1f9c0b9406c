// Batches on the same render workers as single videos (every app its own process, libs/testing
// TestStack): the videos per minute of a batch of N against N single posts, and the wait of
// single videos of another account posted while the batch renders (POST → a worker rendering it,
// and POST → completed, p50 and p95). Checks that the batch was charged once and ended once.
// `npm run bench:batch -- --videos 100 --workers 2 --singles 10` (builds first).
import { performance } from 'node:perf_hooks';
import { Reelsmith, templateBodyOf } from '@reelsmith/sdk';
import { TestFileServer, TestStack, pollUntil, testPicture } from '@reelsmith/testing';
import { option } from './options.mjs';
import { percentile } from './stats.mjs';

const VIDEOS = Number(option('videos', 100));
const WORKERS = Number(option('workers', 1));
const SINGLES = Number(option('singles', 10));
const FPS = Number(option('fps', 6));

const files = await TestFileServer.start({ '/lamp.png': { body: testPicture(800, 800), contentType: 'image/png' } });
const stack = await TestStack.start({ LOG_LEVEL: 'warn' });

/** A shop with `products` products and the square template at FPS frames a second. */
async function shop(name, products, credits) {
  const account = await stack.createAccount(name);
  const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl });
  const square = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height);
  const template = await rs.templates.create({
    ...templateBodyOf(await rs.templates.retrieve(square.id)),
    name: `Square at ${FPS} fps`,
    fps: FPS,
  });
  await stack.grantCredits(account.id, credits, 'bench');
  const ids = [];
  for (let i = 0; i < products; i += 20) {
    const page = await Promise.all(
      Array.from({ length: Math.min(20, products - i) }, (_, k) =>
        rs.products.create({ name: `Lamp ${i + k}`, image_url: `${files.baseUrl}/lamp.png` }),
      ),
    );
    ids.push(...page.map((product) => product.id));
  }
  return { rs, template, products: ids };
}

const ended = (video) => video.status === 'completed' || video.status === 'failed';

try {
  for (let worker = 1; worker < WORKERS; worker += 1) await stack.startReplica('render');

  // N single posts, all at once, then the same N as one batch, on the same workers.
  const singles = await shop('Single shop', VIDEOS, VIDEOS * 10);
  let started = performance.now();
  const ids = await Promise.all(
    singles.products.map(async (product) => {
      const video = await singles.rs.videos.create({ template_id: singles.template.id, product_id: product });
      return video.id;
    }),
  );
  await pollUntil(
    async () => {
      const videos = await Promise.all(ids.map((id) => singles.rs.videos.retrieve(id)));
      return videos.every(ended) ? true : undefined;
    },
    { timeoutMs: VIDEOS * 60_000, intervalMs: 1_000, description: 'the single videos to end' },
  );
  const singleMinutes = (performance.now() - started) / 60_000;

  const batchShop = await shop('Batch shop', VIDEOS, VIDEOS * 10);
  const other = await shop('Other shop', 1, SINGLES * 10);
  started = performance.now();
  const batch = await batchShop.rs.batches.create({
    product_ids: batchShop.products,
    template_ids: [batchShop.template.id],
  });
  // While it renders, another account posts a single video every few seconds.
  const waits = [];
  const posting = (async () => {
    for (let i = 0; i < SINGLES; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const posted = Date.now();
      const video = await other.rs.videos.create({ template_id: other.template.id, product_id: other.products[0] });
      let processingAt;
      const done = await pollUntil(
        async () => {
          const current = await other.rs.videos.retrieve(video.id);
          // A worker has it once it reports progress (`processing` alone means charged).
          if (!processingAt && (current.progress > 0 || ended(current))) processingAt = Date.now();
          return ended(current) ? current : undefined;
        },
        { timeoutMs: 600_000, intervalMs: 100, description: 'a single video behind the batch' },
      );
      waits.push({ started: processingAt - posted, ended: Date.now() - posted, status: done.status });
    }
  })();
  const finished = await batchShop.rs.batches.waitFor(batch.id, { timeoutMs: VIDEOS * 60_000, intervalMs: 500 });
  const batchMinutes = (performance.now() - started) / 60_000;
  await posting;

  const transactions = [];
  for await (const transaction of batchShop.rs.balance.transactions.list({ limit: 100 }))
    transactions.push(transaction);
  const startedWaits = waits.map((wait) => wait.started).sort((a, b) => a - b);
  const endedWaits = waits.map((wait) => wait.ended).sort((a, b) => a - b);
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

  console.log(`template: square at ${FPS} fps; render workers: ${WORKERS}; videos: ${VIDEOS}`);
  console.log(`${VIDEOS} single posts: ${(VIDEOS / singleMinutes).toFixed(1)} videos/minute`);
  console.log(`a batch of ${VIDEOS}:   ${(VIDEOS / batchMinutes).toFixed(1)} videos/minute`);
  console.log(
    `single videos of another account behind the batch (${waits.length}): POST → rendering p50 ${s(percentile(startedWaits, 50))}, p95 ${s(percentile(startedWaits, 95))}; POST → ended p50 ${s(percentile(endedWaits, 50))}, p95 ${s(percentile(endedWaits, 95))}`,
  );
  const checks = {
    'the batch completed': finished.status === 'completed' && finished.counts.completed === VIDEOS,
    'one usage for the batch': transactions.filter((t) => t.type === 'usage').length === 1,
    'every single video completed': waits.every((wait) => wait.status === 'completed'),
  };
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  await stack.dispose();
  await files.stop();
}
