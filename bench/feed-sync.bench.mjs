// Catalog feed sync through the whole system (every app its own process): uploads a CSV feed of
// `--rows` products (default 10,000) to POST /v1/products/sync, then the same feed again (every
// row unchanged), then with every 10th price changed. Prints each sync's time and counts, the
// gateway's and the catalog's peak RSS while each ran (sampled from /proc), and the load average
// (the machine may be shared). Goal: 10,000 rows in ≤ 10 s on 2 cores.
// `npm run bench:feeds -- --rows 10000` (builds first).
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { TestStack } from '@reelsmith/testing';
import { option } from './options.mjs';

const ROWS = Number(option('rows', 10_000));

function feed(repriceEvery = 0) {
  const lines = ['id,title,description,link,image_link,additional_image_link,price,brand,availability'];
  for (let row = 1; row <= ROWS; row += 1) {
    const cents = 1000 + (row % 5000) + (repriceEvery && row % repriceEvery === 0 ? 1 : 0);
    lines.push(
      [
        `SKU-${row}`,
        `"Product ${row}, ceramic"`,
        `"A sturdy product number ${row}, made to last, dishwasher safe."`,
        `https://shop.example/p/${row}`,
        `https://cdn.example/p/${row}.jpg`,
        `"https://cdn.example/p/${row}-2.jpg,https://cdn.example/p/${row}-3.jpg"`,
        `${(cents / 100).toFixed(2)} USD`,
        'Bench',
        'in stock',
      ].join(','),
    );
  }
  return Buffer.from(lines.join('\n'));
}

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
  const account = await stack.createAccount('Bench feeds');
  const pids = { gateway: stack.pidOf('gateway'), catalog: stack.pidOf('catalog') };
  const sync = async (body) => {
    const response = await fetch(`${stack.baseUrl}/products/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': 'text/csv' },
      body,
    });
    if (response.status !== 200) throw new Error(`sync answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const first = feed();
  console.log(`feed: ${ROWS.toLocaleString('en')} rows, ${(first.length / 1024 / 1024).toFixed(1)} MB CSV`);
  for (const [label, body] of [
    ['first sync (all created)', first],
    ['re-sync (all unchanged)', first],
    ['every 10th price changed', feed(10)],
  ]) {
    const { result, seconds, before, peak } = await measured(pids, () => sync(body));
    const counts = `created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}, failed ${result.failed}`;
    const memory = Object.keys(pids)
      .map((name) => `${name} ${before[name].toFixed(0)} → peak ${peak[name].toFixed(0)} MB`)
      .join(', ');
    console.log(`${label}: ${seconds.toFixed(2)} s (${counts}); RSS ${memory}`);
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await stack.dispose();
}
