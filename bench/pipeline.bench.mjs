// The whole pipeline under load: N videos started at once through the gateway on the shortest
// built-in template, W render workers, every app as its own process (libs/testing TestStack on
// a private NATS and throw-away databases). Prints videos per minute and POST → webhook latency
// (from the 202 to the signed delivery's arrival) at p50 and p99, and checks that every video
// ended, every credit is accounted for and every webhook arrived once.
// `npm run bench:pipeline -- --videos 20 --workers 2` (builds first).
import { performance } from 'node:perf_hooks';
import { Reelsmith, verifyWebhook } from '@reelsmith/sdk';
import { TestFileServer, TestStack, TestWebhookReceiver, pollUntil, testPicture } from '@reelsmith/testing';
import { option } from './options.mjs';
import { percentile } from './stats.mjs';

const VIDEOS = Number(option('videos', 20));
const WORKERS = Number(option('workers', 1));

const files = await TestFileServer.start({ '/lamp.png': { body: testPicture(1200, 1200), contentType: 'image/png' } });
const receiver = await TestWebhookReceiver.start();
const stack = await TestStack.start({ LOG_LEVEL: 'warn' });
try {
  for (let worker = 1; worker < WORKERS; worker += 1) await stack.startReplica('render');
  const account = await stack.createAccount('Bench shop');
  const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl });
  const templates = (await rs.templates.list({ limit: 100 })).data;
  const template = templates.reduce((shortest, t) => (t.duration_seconds < shortest.duration_seconds ? t : shortest));
  await stack.grantCredits(account.id, VIDEOS * template.credits, 'bench');
  const secret = await rs.webhooks.secret();
  const product = await rs.products.create({ name: 'Aurum serum', image_url: `${files.baseUrl}/lamp.png` });

  const started = performance.now();
  const accepted = new Map();
  await Promise.all(
    Array.from({ length: VIDEOS }, async () => {
      const video = await rs.videos.create({
        template_id: template.id,
        product_id: product.id,
        webhook_url: receiver.url('/hooks'),
      });
      accepted.set(video.id, Date.now());
    }),
  );
  const arrivals = await pollUntil(
    () => {
      const byVideo = new Map();
      for (const request of receiver.received) {
        const { data } = verifyWebhook(request.body, request.headers, secret);
        if (!byVideo.has(data.id)) byVideo.set(data.id, { at: request.receivedAt, status: data.status });
      }
      return byVideo.size === VIDEOS ? byVideo : undefined;
    },
    { timeoutMs: VIDEOS * 60_000, intervalMs: 200, description: 'a webhook for every video' },
  );
  const minutes = (performance.now() - started) / 60_000;

  const latencies = [...arrivals].map(([id, arrival]) => arrival.at - accepted.get(id)).sort((a, b) => a - b);
  const failed = [...arrivals.values()].filter((arrival) => arrival.status !== 'completed').length;
  const webhookIds = new Set(receiver.received.map((request) => request.headers['webhook-id']));
  const transactions = [];
  for await (const transaction of rs.balance.transactions.list({ limit: 100 })) transactions.push(transaction);
  const ledger = transactions.reduce((sum, transaction) => sum + transaction.amount, 0);
  const balance = (await rs.balance.retrieve()).credits;
  const usages = transactions.filter((transaction) => transaction.type === 'usage').length;

  console.log(`template: ${template.name} ${template.width}×${template.height}, ${template.duration_seconds} s`);
  console.log(`videos: ${VIDEOS}, render workers: ${WORKERS}`);
  console.log(`throughput: ${(VIDEOS / minutes).toFixed(1)} videos/minute (${(minutes * 60).toFixed(1)} s in all)`);
  console.log(
    `POST → webhook: p50 ${(percentile(latencies, 50) / 1000).toFixed(1)} s, p99 ${(percentile(latencies, 99) / 1000).toFixed(1)} s`,
  );
  const checks = {
    'every video completed': failed === 0,
    'one webhook-id per video': webhookIds.size === VIDEOS,
    'one usage per video': usages === VIDEOS,
    'balance equals the ledger': balance === ledger,
  };
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  await stack.dispose();
  await receiver.stop();
  await files.stop();
}
