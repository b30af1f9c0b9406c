import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A PNG of ffmpeg's test pattern, `width`×`height`: a product photo stand-in the renderer can read. */
export function testPicture(width: number, height: number): Buffer {
  return testImage('png', width, height);
}

const IMAGE_CODECS = { png: 'png', jpeg: 'mjpeg', webp: 'libwebp' } as const;

/** ffmpeg's test pattern as a `format` picture, `width`×`height`. */
export function testImage(format: keyof typeof IMAGE_CODECS, width: number, height: number): Buffer {
  const codec = IMAGE_CODECS[format];
  const muxer = format === 'webp' ? ['-f', 'webp'] : ['-f', 'image2pipe'];
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}`, '-frames:v', '1'],
    ...muxer,
    ...['-c:v', codec, '-'],
  ]);
}

const SOUND_CODECS = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '32k'],
  wav: ['-c:a', 'pcm_s16le'],
  m4a: ['-c:a', 'aac', '-b:a', '32k'],
} as const;

/**
 * A `seconds` long 440 Hz tone as an MP3, WAV or M4A (AAC in MP4) file, written to a file as
 * an editor would (a pipe leaves a WAV's lengths unstated and an MP4 fragmented). A long one is
 * made at a low `sampleRate`: ten minutes of MP3 take a third of the CPU at 8 kHz.
 */
export function testSound(format: keyof typeof SOUND_CODECS, seconds: number, { sampleRate = 22_050 } = {}): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'test-sound-'));
  const path = join(folder, `sound.${format}`);
  try {
    execFileSync('ffmpeg', [
      ...[
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:duration=${seconds}:sample_rate=${sampleRate}`,
        '-ac',
        '1',
      ],
      ...SOUND_CODECS[format],
      path,
    ]);
    return readFileSync(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A product picture (a TestFileServer route) whose download the test can hold back: a render
 * worker that has started a job and waits for the picture stays mid-job for as long as the test
 * wants, however fast the machine renders, so a cancel, kill or stop lands inside the render.
 */
export class HeldPicture {
  private holding = false;
  private held: ServerResponse | undefined;
  private requested = () => {};
  private readonly body: Buffer;

  constructor(width = 800, height = 800) {
    this.body = testPicture(width, height);
  }

  readonly route = (_request: IncomingMessage, response: ServerResponse): void => {
    if (!this.holding) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(this.body);
      return;
    }
    this.held = response;
    this.requested();
  };

  /**
   * Holds the next download back, runs `start` (which makes a video), and answers what it
   * answered once someone (a render worker) has asked for the picture: the job is then mid-way.
   */
  async heldDuring<T>(start: () => Promise<T>): Promise<T> {
    this.holding = true;
    const requested = new Promise<void>((resolve) => (this.requested = resolve));
    const started = await start();
    await requested;
    return started;
  }

  /** Answers the held download and serves every later one at once. */
  release(): void {
    this.holding = false;
    this.held?.writeHead(200, { 'content-type': 'image/png' }).end(this.body);
    this.held = undefined;
  }
}
