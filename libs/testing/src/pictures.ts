import { execFileSync } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A PNG of ffmpeg's test pattern, `width`×`height`: a product photo stand-in the renderer can read. */
export function testPicture(width: number, height: number): Buffer {
  return execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${width}x${height}`,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    '-',
  ]);
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
