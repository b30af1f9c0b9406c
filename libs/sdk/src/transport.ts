import { ReelsmithError, errorFromResponse } from './errors.js';
import { PageRequest, type ListParams, type Page } from './pagination.js';

export interface RequestOptions {
  /** Sent as `Idempotency-Key` on a POST; one is generated per call when not given. */
  idempotencyKey?: string;
  /** Sent as `X-Request-Id`: a trace id of yours that Reelsmith carries through every service and log line. */
  requestId?: string;
  signal?: AbortSignal;
}

export interface TransportOptions {
  apiKey: string;
  baseUrl: string;
  maxRetries: number;
  fetch: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query | undefined;
  body?: unknown;
  /** A file sent as the body as it is (an asset), instead of a JSON `body`. */
  file?: { data: Blob | ArrayBuffer | Uint8Array | string; contentType: string };
  options?: RequestOptions | undefined;
  /** The media type wanted back; default JSON. */
  accept?: string;
}

const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** A Retry-After longer than this is the caller's decision, not the SDK's. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Sends API calls: JSON in and out (or bytes out, for images), the bearer key, an Idempotency-Key on every POST, and
 * retries of what is safe to retry — network errors, 409 while the first attempt with the same
 * key still runs, 429 (after Retry-After) and 503 — with exponential backoff and jitter. A POST
 * is retried with the same key, so the server does its work once whatever happens.
 */
export class Transport {
  constructor(private readonly options: TransportOptions) {}

  async json<T>(call: Call): Promise<T> {
    const response = await this.send(call);
    return (await response.json()) as T;
  }

  /** A call that answers bytes (an image), not JSON; its errors are JSON as usual. */
  async bytes(call: Call): Promise<Uint8Array> {
    const response = await this.send(call);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** A list endpoint: its first page when awaited, every record when iterated. */
  list<T extends { id: string }, P extends ListParams & Query>(
    path: string,
    params: P,
    options: RequestOptions | undefined,
  ): PageRequest<T, P> {
    return new PageRequest((query) => this.json<Page<T>>({ method: 'GET', path, query, options }), params);
  }

  private async send(call: Call): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: call.accept ?? 'application/json',
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.file) headers['content-type'] = call.file.contentType;
    if (call.method === 'POST') headers['idempotency-key'] = call.options?.idempotencyKey ?? crypto.randomUUID();
    if (call.options?.requestId) headers['x-request-id'] = call.options.requestId;
    const init: RequestInit = {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      ...(call.file ? { body: call.file.data as BodyInit } : {}),
      ...(call.options?.signal ? { signal: call.options.signal } : {}),
    };
    const url = this.url(call.path, call.query);
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= this.options.maxRetries;
      let response: Response;
      try {
        response = await this.options.fetch(url, init);
      } catch (error) {
        if (call.options?.signal?.aborted || last) throw connectionError(error);
        await sleep(backoff(attempt), call.options?.signal);
        continue;
      }
      if (response.ok) return response;
      const requestId = response.headers.get('request-id') ?? undefined;
      const body = await readBody(response);
      const error = errorFromResponse(response.status, body, requestId);
      if (last || !retryable(error)) throw error;
      await sleep(retryAfter(response) ?? backoff(attempt), call.options?.signal);
    }
  }

  private url(path: string, query: Query = {}): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
    const suffix = search.size > 0 ? `?${search.toString()}` : '';
    return `${this.options.baseUrl.replace(/\/+$/, '')}${path}${suffix}`;
  }
}

function retryable(error: ReelsmithError): boolean {
  return error.status === 429 || error.status === 503 || error.code === 'idempotency_key_in_use';
}

function backoff(attempt: number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** Retry-After in seconds or as an HTTP date, when the server sent one we are willing to wait. */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS ? ms : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function connectionError(cause: unknown): ReelsmithError {
  const message = cause instanceof Error ? cause.message : String(cause);
  return new ReelsmithError(
    0,
    { type: 'connection_error', message: `Could not reach Reelsmith: ${message}` },
    undefined,
    {
      cause,
    },
  );
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', aborted, { once: true });
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
  });
}
