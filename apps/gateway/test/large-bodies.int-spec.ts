import { request as httpRequest } from 'node:http';
import { setTimeout as pause } from 'node:timers/promises';
import { ApiClient, type ErrorBody, type ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'large-bodies-test-admin-token-0123456789';
const MIB = 1024 * 1024;

interface SlowUpload {
  status: number;
  body: string;
  /** A write or read that failed (EPIPE, ECONNRESET), when the gateway hung up too early. */
  error?: string;
}

/**
 * POSTs `size` bytes of JSON in 64 KiB pieces with a pause between them, as a client on a slow
 * link does, and keeps sending after the answer's head has arrived, as HTTP/1.1 clients do. The
 * answer counts only when the whole upload went out and the whole answer came back.
 */
function uploadSlowly(url: string, apiKey: string, size: number, chunked = false): Promise<SlowUpload> {
  const piece = Buffer.alloc(64 * 1024, 'x');
  return new Promise((resolve) => {
    let status = 0;
    let body = '';
    let answered = false;
    let sent = false;
    let settled = false;
    const settle = (error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, body, ...(error ? { error } : {}) });
    };
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(size) }),
      },
    });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        answered = true;
        if (sent) settle();
      });
      response.on('error', (error) => settle(`${(error as NodeJS.ErrnoException).code ?? error.message}`));
    });
    request.on('error', (error) => settle(`${(error as NodeJS.ErrnoException).code ?? error.message}`));
    request.on('close', () =>
      settle(sent && answered ? undefined : 'the connection closed before the body was sent and the answer read'),
    );
    void (async () => {
      request.write('{"name":"');
      for (let written = 9; written < size - 2; written += piece.length) {
        if (request.destroyed) return;
        const part = piece.subarray(0, Math.min(piece.length, size - 2 - written));
        if (!request.write(part)) await new Promise((drained) => request.once('drain', drained));
        await pause(2); // a slow link: the gateway sees the body trickle in
      }
      request.end('"}', () => {
        sent = true;
        if (answered) settle();
      });
    })();
  });
}

describe('a body over 1 MiB', () => {
  let harness: ServiceHarness;
  let productsUrl: string;
  let apiKey: string;

  beforeAll(async () => {
    harness = await startGateway({ ADMIN_TOKEN });
    const baseUrl = `http://127.0.0.1:${harness.env.GATEWAY_PORT}/v1`;
    productsUrl = `${baseUrl}/products`;
    const created = await new ApiClient(baseUrl, ADMIN_TOKEN).post<{ api_key: string }>('/admin/accounts', {
      name: 'Big bodies shop',
    });
    apiKey = created.body.api_key;
  });

  afterAll(async () => {
    await harness?.stop();
  });

  const expectReadable413 = (upload: SlowUpload) => {
    expect(upload.error).toBeUndefined();
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body)).toMatchObject({
      error: { type: 'invalid_request_error', code: 'body_too_large' },
    });
  };

  it('is answered a 413 the client reads whole, however slowly it sends (every one of 20 tries)', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expectReadable413(await uploadSlowly(productsUrl, apiKey, 1.5 * MIB));
    }
  }, 120_000);

  it('is answered a readable 413 by fetch, as the e2e tests send it (every one of 20 tries)', async () => {
    const api = new ApiClient(productsUrl.replace(/\/products$/, ''), apiKey);
    const body = JSON.stringify({ name: 'x'.repeat(MIB), image_url: 'http://127.0.0.1/m.png' });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await api.raw<ErrorBody>('POST', '/products', body, { 'content-type': 'application/json' });
      expect(response.status).toBe(413);
      expect(response.body.error.code).toBe('body_too_large');
    }
  }, 60_000);

  it('is answered a readable 413 when it comes chunked, with no length announced', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectReadable413(await uploadSlowly(productsUrl, apiKey, 1.5 * MIB, true));
    }
  }, 60_000);

  it('still reads a chunked body under the limit whole', async () => {
    const upload = await uploadSlowly(productsUrl, apiKey, MIB - 1024, true);
    expect(upload.error).toBeUndefined();
    // It reached validation intact: the name is too long, which only a parsed body can tell.
    expect(upload.status).toBe(400);
    expect(JSON.parse(upload.body)).toMatchObject({ error: { code: 'parameter_invalid', param: 'name' } });
  });
});
