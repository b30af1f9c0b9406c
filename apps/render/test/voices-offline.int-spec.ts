import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TINY_VOICE, writeTinyVoice } from './tiny-voices.js';
import { temporaryDir } from '../src/test-support/fixtures.js';

const SCRIPT = fileURLToPath(new URL('./speak-offline.mjs', import.meta.url));

/**
 * The contract's promise that a render never opens a network connection for its voice: every
 * engine speaks in a process whose network namespace is empty (`unshare -n`, as root), where any
 * connection fails, even to this machine. The script runs the built engine code (`npm test`
 * builds first).
 */
describe('voices without a network', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let listener: Server;
  let port: number;
  let accepted = 0;
  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    await writeTinyVoice(join(dir, 'models'), 'tiny-tone');
    await writeTinyVoice(join(dir, 'models'), 'tiny-kokoro', 'kokoro');
    listener = createServer((socket) => {
      accepted++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await remove();
  });

  const speakOffline = (...ids: string[]) => {
    const run = spawnSync('unshare', ['-n', process.execPath, SCRIPT, join(dir, 'models'), dir, String(port), ...ids], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (run.status !== 0) throw new Error(`speaking offline failed (${run.status}): ${run.stderr}`);
    return JSON.parse(run.stdout) as {
      connected: boolean;
      voices: Array<{ id: string; sampleRate: number; seconds: number }>;
    };
  };

  it('speaks with espeak-ng, Festival and an ONNX model in a process that can reach nothing', () => {
    const { connected, voices } = speakOffline(
      'espeak-en',
      'festival-en-us-slt',
      'neural-tiny-tone',
      'neural-tiny-kokoro',
    );
    // The namespace is really empty: the listener on this machine's loopback was out of reach.
    expect(connected).toBe(false);
    expect(accepted).toBe(0);
    expect(voices).toEqual([
      { id: 'espeak-en', sampleRate: 22_050, seconds: expect.any(Number) },
      { id: 'festival-en-us-slt', sampleRate: 32_000, seconds: expect.any(Number) },
      { id: 'neural-tiny-tone', sampleRate: TINY_VOICE.sampleRate, seconds: expect.any(Number) },
      { id: 'neural-tiny-kokoro', sampleRate: TINY_VOICE.sampleRate, seconds: expect.any(Number) },
    ]);
    for (const voice of voices) expect(voice.seconds).toBeGreaterThan(0.5);
  });
});
