import { createServer } from 'node:net';
import { randomInt } from 'node:crypto';

// Ports already handed out by this process: two services told the same port made `npm start`'s
// test fail now and then.
const handedOut = new Set<number>();

/**
 * Where ports are drawn from: below Linux's ephemeral range (32768–60999), which the kernel
 * hands to every `listen(0)` and outgoing connection. A port the kernel chose and released was
 * soon given again to another process, and the test lanes run side by side: another lane's app
 * bound the port `npm start`'s gateway was told, answered its readiness probe, and refused its
 * admin call (404). A random port here is never the kernel's choice, and two lanes meet on one
 * only by chance.
 */
const RANGE = { from: 20_000, to: 32_768 };

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port nobody listens on right now, and not one this process was given before. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = randomInt(RANGE.from, RANGE.to);
    if (handedOut.has(port) || !(await listensFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free TCP port found in ${RANGE.from}–${RANGE.to - 1}`);
}
