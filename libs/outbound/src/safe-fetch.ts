import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent, fetch, type Dispatcher } from 'undici';
import { PrivateAddressError, assertPublicUrl, isPublicAddress, notAllowed } from './public-address.js';

export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, connection to last byte; with `bodyTimeoutMs`, until the headers. */
  timeoutMs: number;
  /** Reading the body, once the headers have arrived, gets this long of its own. */
  bodyTimeoutMs?: number;
  /** Larger responses are cut off with `ResponseTooLargeError` (or truncated, with `truncate`). */
  maxBytes: number;
  /**
   * Keep the first `maxBytes` of a larger response and stop reading, instead of failing; and
   * keep what arrived of a body that breaks off or outlasts `bodyTimeoutMs`.
   */
  truncate?: boolean;
  /** Follow up to this many redirects (each hop is checked again); 0 treats 3xx as the answer. */
  maxRedirects: number;
  /** Operators' escape hatch (ALLOW_PRIVATE_URLS) for tests and local development. */
  allowPrivate: boolean;
}

export interface SafeResponse {
  /** Where the answer came from, after the redirects followed. */
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
}

export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
}

type LookupCallback = (error: Error | null, addresses: LookupAddress[]) => void;
type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for the HTTP client that resolves names like the system does but refuses
 * every answer holding a non-public address, so the connection is never made.
 */
export function guardedLookup(resolver: Resolver = lookup) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    resolver(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new PrivateAddressError(notAllowed(hostname)), []);
      }
      callback(null, addresses);
    });
  };
}

const guardedAgent = new Agent({ connect: { lookup: guardedLookup() } });
const plainAgent = new Agent();

/**
 * An outbound HTTP request that cannot be aimed at the service's own network: every hop is
 * checked before the request (literal addresses) and at connect time (resolved addresses).
 * Bounded in time and size; never follows more redirects than asked.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const dispatcher: Dispatcher = options.allowPrivate ? plainAgent : guardedAgent;
  const controller = new AbortController();
  let deadline = abortAfter(controller, options.timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop += 1) {
      if (!options.allowPrivate) assertPublicUrl(target);
      const response = await fetch(target, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        redirect: 'manual',
        signal: controller.signal,
        dispatcher,
      }).catch(unwrapFetchError);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location && hop < options.maxRedirects) {
        await response.body?.cancel();
        target = new URL(location, target).toString();
        continue;
      }
      if (options.bodyTimeoutMs !== undefined) {
        clearTimeout(deadline);
        deadline = abortAfter(controller, options.bodyTimeoutMs);
      }
      return {
        url: target,
        status: response.status,
        headers: response.headers as unknown as Headers,
        body: await readCapped(response.body, options.maxBytes, options.truncate ?? false),
      };
    }
  } finally {
    clearTimeout(deadline);
  }
}

/** Aborts the exchange after `ms` with the error `AbortSignal.timeout` would give. */
function abortAfter(controller: AbortController, ms: number): NodeJS.Timeout {
  const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  return setTimeout(() => controller.abort(timeout()), ms).unref();
}

/** fetch hides why a connection failed behind "fetch failed"; surface the guard's refusal. */
function unwrapFetchError(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause;
  throw cause instanceof PrivateAddressError ? cause : error;
}

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  truncate: boolean,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const chunk = await reader.read().catch((error: unknown) => {
      // Cut off mid-body (a reset, the body's own deadline): keep what came, when asked to.
      if (!truncate) throw error;
      return { done: true as const, value: undefined };
    });
    const { done, value } = chunk;
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (!truncate) throw new ResponseTooLargeError(`the response is larger than ${maxBytes} bytes`);
      chunks.push(Buffer.from(value.subarray(0, maxBytes - size)));
      return Buffer.concat(chunks);
    }
    size += value.byteLength;
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** Why a `safeFetch` failed, as the end of a sentence for the client ("… could not be read: <reason>."). */
export function fetchFailureReason(error: unknown, options: { timeoutMs: number; maxBytes: number }): string {
  if (error instanceof ResponseTooLargeError) return `it is larger than ${options.maxBytes / 1024 / 1024} MB`;
  if (error instanceof PrivateAddressError) return 'the address points to a private or local network';
  // The abort arrives as a DOMException, which is not an `Error` in every realm (Jest's VM).
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
    return `it took longer than ${options.timeoutMs / 1000} seconds`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
