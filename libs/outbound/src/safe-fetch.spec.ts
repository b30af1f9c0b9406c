import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrivateAddressError } from './public-address.js';
import { ResponseTooLargeError, guardedLookup, safeFetch } from './safe-fetch.js';

const options = { timeoutMs: 2_000, maxBytes: 1_000, maxRedirects: 2, allowPrivate: false };

describe(safeFetch.name, () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/big') return void response.end('x'.repeat(5_000));
      if (request.url === '/slow') return void setTimeout(() => response.end('late'), 5_000).unref();
      if (request.url === '/dripping') {
        // The status at once, then a byte every 100 ms for two seconds: the body outlasts a
        // one-second deadline for the headers, which a loaded machine still meets.
        response.writeHead(200).flushHeaders();
        let sent = 0;
        const drip = setInterval(() => {
          sent += 1;
          if (sent < 20) response.write('.');
          else {
            clearInterval(drip);
            response.end('.');
          }
        }, 100).unref();
        return;
      }
      if (request.url?.startsWith('/hop')) {
        const next = Number(request.url.slice(4)) + 1;
        response.writeHead(302, { location: `/hop${next}` });
        return void response.end();
      }
      response.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses literal private addresses before connecting', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/`, options)).rejects.toThrow(PrivateAddressError);
  });

  it('refuses, at connect time, a name that resolves to a private address (DNS rebinding)', async () => {
    const resolveTo = (address: string) =>
      guardedLookup((_host, _options, callback) => callback(null, [{ address, family: 4 }]));
    const outcome = (address: string) =>
      new Promise<{ error: Error | null; addresses: unknown[] }>((resolve) =>
        resolveTo(address)('shop.example', {}, (error, addresses) => resolve({ error, addresses })),
      );
    expect((await outcome('10.0.0.7')).error).toBeInstanceOf(PrivateAddressError);
    // What the name resolved to stays out of the message (a delivery log would show it).
    expect((await outcome('127.0.0.1')).error?.message).toBe('the address of shop.example is not allowed');
    expect((await outcome('169.254.169.254')).error).toBeInstanceOf(PrivateAddressError);
    expect(await outcome('93.184.216.34')).toEqual({
      error: null,
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
  });

  it('fetches when the operator allows private addresses', async () => {
    const response = await safeFetch(`http://127.0.0.1:${port}/`, { ...options, allowPrivate: true });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello');
  });

  it('keeps the first bytes of a response over the size cap when asked to truncate', async () => {
    const response = await safeFetch(`http://127.0.0.1:${port}/big`, {
      ...options,
      allowPrivate: true,
      truncate: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('x'.repeat(1_000));
  });

  it('cuts off a response over the size cap', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, { ...options, allowPrivate: true })).rejects.toThrow(
      ResponseTooLargeError,
    );
  });

  it('gives up when the server is too slow', async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow`, { ...options, allowPrivate: true, timeoutMs: 200 }),
    ).rejects.toThrow(/abort|timeout/i);
  });

  it('gives a slow body its own deadline after the headers when asked, and keeps what came when truncating', async () => {
    const url = `http://127.0.0.1:${port}/dripping`;
    const whole = await safeFetch(url, { ...options, allowPrivate: true, timeoutMs: 1_000, bodyTimeoutMs: 5_000 });
    expect(whole.body.toString()).toBe('.'.repeat(20));

    const cut = await safeFetch(url, {
      ...options,
      allowPrivate: true,
      timeoutMs: 5_000,
      bodyTimeoutMs: 200,
      truncate: true,
    });
    expect(cut.status).toBe(200);
    expect(cut.body.length).toBeLessThan(20);
    await expect(
      safeFetch(url, { ...options, allowPrivate: true, timeoutMs: 5_000, bodyTimeoutMs: 200 }),
    ).rejects.toThrow(/abort|timeout/i);
  });

  it('follows no more redirects than allowed', async () => {
    const response = await safeFetch(`http://127.0.0.1:${port}/hop0`, { ...options, allowPrivate: true });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hop3');
  });
});
