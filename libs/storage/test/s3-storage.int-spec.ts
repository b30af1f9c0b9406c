import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Storage } from '../src/index.js';

/**
 * The few S3 calls the driver makes (PUT, HEAD, GET with Range), path-style, kept in memory:
 * a stand-in for an S3-compatible store, so the official SDK's real requests are exercised.
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly requests: string[] = [];
  private server!: Server;
  endpoint = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const key = decodeURIComponent((request.url ?? '').split('?')[0]!);
    this.requests.push(`${request.method} ${key}`);
    if (request.method === 'PUT') {
      this.objects.set(key, { body: await readAll(request), contentType: String(request.headers['content-type']) });
      response.writeHead(200, { etag: '"x"' }).end();
      return;
    }
    const object = this.objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
      );
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      response.writeHead(206, {
        'content-type': object.contentType,
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
      });
      response.end(request.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
    response.end(request.method === 'HEAD' ? undefined : object.body);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe(S3Storage.name, () => {
  const s3 = new FakeS3();
  let dir: string;
  let storage: S3Storage;

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID = 'test';
    process.env.AWS_SECRET_ACCESS_KEY = 'test';
    await s3.start();
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-s3-'));
    storage = new S3Storage({ bucket: 'videos-bucket', endpoint: s3.endpoint, region: 'eu-west-1' });
  });

  afterAll(async () => {
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a file under its key into the bucket, with its content type', async () => {
    const source = join(dir, 'clip.mp4');
    await writeFile(source, Buffer.from('0123456789'));
    await storage.put('videos/vid_1.mp4', source, 'video/mp4');
    expect(s3.requests).toContain('PUT /videos-bucket/videos/vid_1.mp4');
    expect(s3.objects.get('/videos-bucket/videos/vid_1.mp4')).toEqual({
      body: Buffer.from('0123456789'),
      contentType: 'video/mp4',
    });
  });

  it('tells whether an object exists and how large it is', async () => {
    expect(await storage.size('videos/vid_1.mp4')).toBe(10);
    expect(await storage.exists('videos/vid_missing.mp4')).toBe(false);
  });

  it('reads an object back whole or by range', async () => {
    const whole = await storage.get('videos/vid_1.mp4');
    expect(Buffer.concat(await whole!.body.toArray()).toString()).toBe('0123456789');
    const part = await storage.get('videos/vid_1.mp4', { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 }, contentType: 'video/mp4' });
    expect(Buffer.concat(await part!.body.toArray()).toString()).toBe('2345');
    expect(await storage.get('videos/vid_missing.mp4')).toBeUndefined();
  });

  it('refuses keys that are not ours', async () => {
    await expect(storage.exists('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
