// Webhook delivery: throughput and completion → arrival latency. Starts the webhooks service
// (its dist/, as a process of its own) against a private NATS server and a throw-away database,
// registers one endpoint per account, each at its own local receiver (an origin of its own, as
// customers' servers are), then announces `video.completed` on JetStream as the videos
// service's outbox does and times each delivery from the moment its event is published to its
// arrival at the receiver. Two loads: a steady rate (latency) and a burst (throughput).
// Run with `npm run bench:webhooks` (builds first); options:
//   --accounts N   accounts, each with one endpoint and one receiver (default 16)
//   --rate N       steady load, events per second (default 200)
//   --seconds N    how long the steady load lasts (default 10)
//   --burst N      events published at once for the throughput run (default 5000)
//   --log-level L  the service's LOG_LEVEL (default info: a line per attempt, as in production)
//   --cpu-prof DIR the service writes a V8 CPU profile there when it stops
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageBus, publishEvent } from '@reelsmith/messaging';
import { TestStack, pollUntil } from '@reelsmith/testing';
import { option } from './options.mjs';
import { percentile } from './stats.mjs';

const ACCOUNTS = Number(option('accounts', 16));
const RATE = Number(option('rate', 200));
const SECONDS = Number(option('seconds', 10));
const BURST = Number(option('burst', 5000));
const LOG_LEVEL = option('log-level', 'info');
const CPU_PROFILE_DIR = option('cpu-prof', undefined);
/** How many publishes of the burst wait for their JetStream ack at once. */
const PUBLISH_WINDOW = 64;

/** Receivers on loopback, one port (origin) per account: each answers 204 on arrival. */
async function startReceivers(count, onArrival) {
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const arrivedAt = performance.now();
        onArrival(JSON.parse(Buffer.concat(chunks).toString('utf8')).data.id, arrivedAt);
        response.writeHead(204).end();
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  return servers;
}

let sequence = 0;
/** A completed video as the videos service announces it (its record, about 700 bytes). */
function completedVideo(accountIndex) {
  sequence += 1;
  const id = `vid_BENCH${String(accountIndex).padStart(3, '0')}${String(sequence).padStart(14, '0')}`;
  const now = new Date().toISOString();
  return {
    id,
    status: 'completed',
    template_id: 'tmpl_vertical_spotlight',
    product_id: 'prod_01BENCHPRODUCT0000000000',
    user_prompt: { headline: 'Glow that lasts all day', price: '$49' },
    language: 'en',
    webhook_url: null,
    progress: 100,
    files: { video_key: `videos/${id}_0123456789abcdef.mp4`, thumbnail_key: `thumbnails/${id}_0123456789abcdef.jpg` },
    duration_seconds: 12,
    width: 1080,
    height: 1920,
    credits_used: 5,
    error: null,
    created_at: now,
    started_at: now,
    completed_at: now,
    failed_at: null,
  };
}

function summary(label, latencies, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    load: label,
    deliveries: sorted.length,
    'deliveries/s': Math.round(sorted.length / seconds),
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    'max ms': sorted.at(-1).toFixed(1),
  };
}

const loadAtStart = loadavg()[0].toFixed(1);
const publishedAt = new Map();
const latencies = [];
let lastArrival = 0;
const receivers = await startReceivers(ACCOUNTS, (videoId, arrivedAt) => {
  const start = publishedAt.get(videoId);
  if (start === undefined) return;
  publishedAt.delete(videoId);
  latencies.push(arrivedAt - start);
  lastArrival = arrivedAt;
});

const stack = await TestStack.start(
  { LOG_LEVEL, ...(CPU_PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${CPU_PROFILE_DIR}` } : {}) },
  { apps: ['webhooks'] },
);
const bus = MessageBus.connect(stack.nats.url, 'webhooks-bench');
try {
  const nats = await bus.connection();
  const accounts = [];
  for (let index = 0; index < ACCOUNTS; index += 1) {
    const accountId = `acct_BENCH${String(index).padStart(17, '0')}`;
    const port = receivers[index].address().port;
    await bus.request('webhooks.create_endpoint', {
      account_id: accountId,
      url: `http://127.0.0.1:${port}/hooks`,
      events: ['video.completed'],
      description: null,
    });
    accounts.push(accountId);
  }

  let published = 0;
  /** Publishes one completion now; the clock starts before the publish, as at the outbox's commit. */
  const publish = async () => {
    const accountIndex = published % ACCOUNTS;
    published += 1;
    const video = completedVideo(accountIndex);
    publishedAt.set(video.id, performance.now());
    await publishEvent(
      nats,
      'video.completed',
      { account_id: accounts[accountIndex], video },
      { messageId: `evt_${video.id}` },
    );
  };
  const allArrived = (description) =>
    pollUntil(() => (publishedAt.size === 0 ? true : undefined), { timeoutMs: 120_000, intervalMs: 5, description });

  // Warm-up: JIT, connection pools, keep-alive connections to every receiver.
  for (let index = 0; index < 4 * ACCOUNTS; index += 1) await publish();
  await allArrived('the warm-up deliveries');
  latencies.length = 0;

  // Steady load: RATE events per second for SECONDS, each published on its own schedule.
  const steadyStart = performance.now();
  const total = RATE * SECONDS;
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    const due = steadyStart + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(publish());
  }
  await Promise.all(inFlight);
  await allArrived('the steady load to arrive');
  const steady = summary(`steady ${RATE}/s for ${SECONDS} s`, latencies, (lastArrival - steadyStart) / 1000);
  latencies.length = 0;

  // Burst: BURST events as fast as JetStream takes them; throughput from the first publish to
  // the last arrival.
  const burstStart = performance.now();
  const pending = new Set();
  for (let index = 0; index < BURST; index += 1) {
    const next = publish().finally(() => pending.delete(next));
    pending.add(next);
    if (pending.size >= PUBLISH_WINDOW) await Promise.race(pending);
  }
  await Promise.all(pending);
  await allArrived('the burst to arrive');
  const burst = summary(`burst of ${BURST}`, latencies, (lastArrival - burstStart) / 1000);

  console.log(
    `\nwebhooks: ${ACCOUNTS} accounts, one endpoint each at its own receiver on loopback; ` +
      `LOG_LEVEL=${LOG_LEVEL}; latency from publishing video.completed to arrival; ` +
      `${cpus().length} cores, load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end\n`,
  );
  console.table([steady, burst]);
} finally {
  await bus.onApplicationShutdown();
  await stack.dispose();
  for (const server of receivers) {
    server.closeAllConnections();
    server.close();
  }
}
