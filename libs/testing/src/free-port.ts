import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where ports are drawn from: below Linux's ephemeral range (32768–60999), which the kernel
 * hands to every `listen(0)` and outgoing connection. A port the kernel chose and released was
 * soon given again to another process, and the test lanes run side by side: another lane's app
 * bound the port `npm start`'s gateway was told, answered its readiness probe, and refused its
 * admin call (404). A random port here is never the kernel's choice.
 */
const RANGE = { from: 20_000, to: 32_768 };

/**
 * Ports handed out, one file each, shared by every process of the machine: two lanes that drew
 * the same port both found it free, and the app that started second died with EADDRINUSE. A
 * reservation covers the time until the app binds its port and its restarts on the same port
 * within a test file (minutes); after RESERVATION_MS it is stale. A run hands out about a
 * thousand of the range's 12,768 ports.
 */
const RESERVATIONS = join(tmpdir(), 'reelsmith-test-ports');
const RESERVATION_MS = 10 * 60 * 1000;

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Takes `port` for this process unless one took it within RESERVATION_MS; atomic across processes. */
function reserve(port: number): boolean {
  const file = join(RESERVATIONS, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (Date.now() - statSync(file).mtimeMs < RESERVATION_MS) return false;
  writeFileSync(file, String(process.pid));
  return true;
}

/** A TCP port nobody listens on right now and no test process of this machine was given lately. */
export async function freePort(): Promise<number> {
  mkdirSync(RESERVATIONS, { recursive: true });
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(RANGE.from, RANGE.to);
    if (reserve(port) && (await listensFree(port))) return port;
  }
  throw new Error(`no free TCP port found in ${RANGE.from}–${RANGE.to - 1}`);
}
