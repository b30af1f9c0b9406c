// Still previews while a full render runs: every app as its own process (libs/testing
// TestStack), one render worker kept busy with full-size videos (the vertical template, with
// voice-over and burned-in captions), and N previews asked one after another through the SDK,
// each with other texts and moments on the three built-in templates. Prints the cold first
// preview (its product image fetched) and p50/p99 of the rest, and how many of them ran while
// a full render was in progress. The contract's goal: p50 < 1.5 s, p99 < 3 s on 2 cores.
// `npm run bench:previews -- --previews 60` (builds first).
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Reelsmith } from '@reelsmith/sdk';
import { TestFileServer, TestStack, pollUntil } from '@reelsmith/testing';
import { writeDemoProductImage } from './demo-product.mjs';
import { option } from './options.mjs';
import { percentile } from './stats.mjs';

const PREVIEWS = Number(option('previews', 60));

const imagePath = join(tmpdir(), `bench-previews-${process.pid}.png`);
await writeDemoProductImage(imagePath);
const files = await TestFileServer.start({
  '/serum.png': { body: await readFile(imagePath), contentType: 'image/png' },
});
await rm(imagePath);
const stack = await TestStack.start({ LOG_LEVEL: 'warn' });
try {
  const account = await stack.createAccount('Bench shop', 'de');
  await stack.grantCredits(account.id, 10_000, 'bench');
  const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: stack.baseUrl });
  const templates = (await rs.templates.list({ limit: 100 })).data;
  const vertical = templates.find((t) => t.height > t.width);
  const product = await rs.products.create({ name: 'Aurum Radiance Serum', image_url: `${files.baseUrl}/serum.png` });

  // Keeps one full render going for as long as the previews run.
  let stopping = false;
  let rendering = false;
  let fullRenders = 0;
  const busy = (async () => {
    while (!stopping) {
      const video = await rs.videos.create({
        template_id: vertical.id,
        product_id: product.id,
        user_prompt: { voiceover: true, captions: true },
      });
      await pollUntil(async () => (await rs.videos.retrieve(video.id)).status !== 'queued', {
        timeoutMs: 60_000,
        intervalMs: 50,
        description: 'the full render to start',
      });
      rendering = true;
      await rs.videos.waitFor(video.id, { timeoutMs: 300_000, intervalMs: 100 });
      rendering = false;
      fullRenders += 1;
    }
  })();
  while (!rendering) await new Promise((resolve) => setTimeout(resolve, 50));

  const preview = async (index) => {
    const template = templates[index % templates.length];
    const began = performance.now();
    const during = rendering;
    await rs.previews.create({
      template_id: template.id,
      product_id: product.id,
      user_prompt: { headline: `Angebot Nummer ${index}`, voiceover: index % 2 === 0, captions: index % 2 === 0 },
      at_seconds: (index * 1.7) % template.duration_seconds,
    });
    return { ms: performance.now() - began, during: during && rendering };
  };
  const cold = await preview(0);
  const runs = [];
  for (let index = 1; index <= PREVIEWS; index += 1) runs.push(await preview(index));
  stopping = true;
  await busy;

  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  console.log(`previews: ${PREVIEWS} after a cold one; load average ${loadavg()[0].toFixed(1)}`);
  console.log(`cold first preview (image fetched): ${cold.ms.toFixed(0)} ms`);
  console.log(
    `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
  );
  console.log(
    `${runs.filter((run) => run.during).length} of ${PREVIEWS} ran during a full render (${fullRenders} full renders)`,
  );
} finally {
  await stack.dispose();
  await files.stop();
}
