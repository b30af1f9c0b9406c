import { Inject, Injectable } from '@nestjs/common';
import type { FeedFormat } from '@reelsmith/contracts';
import { fetchFailureReason, safeFetch } from '@reelsmith/outbound';
import { invalidRequest, type ApiError } from '../http/api-error.js';
import { BODY_LIMIT_BYTES } from '../http/json-bodies.js';
import { findInputProblem } from '../http/plain-text.js';
import type { UploadedFile } from '../http/raw-uploads.js';
import { parseInput } from '../http/validation.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { FeedInvalidError, type FeedReader, type UnreadableRowListener } from './feeds/feed-record.js';
import { readDelimited } from './feeds/read-delimited.js';
import { readShopify } from './feeds/read-shopify.js';
import { readXml } from './feeds/read-xml.js';
import { MAX_FEED_BYTES, syncFromUrlBody, type SyncQuery } from './product-syncs.schemas.js';
import type { FeedSource } from './product-syncs.service.js';

const FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

/**
 * Turns a sync request into the feed to read: the uploaded file in the format its Content-Type
 * names, or the file at `{url}`, fetched under the SSRF rules of product images and told apart
 * by its content (shops serve feeds as text/plain or octet-stream as often as not).
 */
@Injectable()
export class FeedSources {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async open(accountId: string, file: UploadedFile, query: SyncQuery): Promise<FeedSource> {
    if (file.contentType !== 'application/json') {
      const format = file.contentType === 'text/csv' ? 'csv' : file.contentType.endsWith('xml') ? 'xml' : 'tsv';
      return this.source(accountId, format, file.bytes, null, query);
    }
    // `{url}` is a JSON body like any other (≤ 1 MiB, parsed whole); a larger one can only be a products.json.
    if (file.bytes.length > BODY_LIMIT_BYTES) return this.source(accountId, 'shopify', file.bytes, null, query);
    const json = parseJson(file.bytes, 'The request body is not valid JSON.');
    if (typeof json === 'object' && json !== null && 'products' in json) {
      return this.source(accountId, 'shopify', file.bytes, null, query);
    }
    // The InputGuard leaves bodies that arrive as bytes alone.
    if (findInputProblem(json, 2)) throw invalidRequest('parameter_invalid', 'Invalid url: must be plain text.', 'url');
    const { url } = parseInput(syncFromUrlBody, json, 'body');
    const bytes = await this.fetch(url);
    return this.source(accountId, sniffFormat(bytes), bytes, url, query);
  }

  private source(
    accountId: string,
    format: FeedFormat,
    bytes: Buffer,
    url: string | null,
    query: SyncQuery,
  ): FeedSource {
    if (format === 'shopify' && !query.currency) {
      throw invalidRequest(
        'parameter_missing',
        'A Shopify products.json states no currency: send ?currency= (such as usd).',
        'currency',
      );
    }
    const read = (onUnreadable: UnreadableRowListener): FeedReader => {
      if (format === 'shopify') return readShopify(bytes, url, onUnreadable);
      if (format === 'xml') return readXml(bytes, onUnreadable);
      return readDelimited(bytes, format === 'csv' ? ',' : '\t', onUnreadable);
    };
    // A feed found unreadable when opened or at its first row (a CSV header) is a 400; nothing was written yet.
    const open = (onUnreadable: UnreadableRowListener): FeedReader => {
      const reader = refusingInvalid(() => read(onUnreadable), url);
      return { ...reader, records: refusingInvalidRows(reader.records, url) };
    };
    return { accountId, format, url, currency: query.currency, open };
  }

  private async fetch(url: string): Promise<Buffer> {
    let response;
    try {
      response = await safeFetch(url, {
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: MAX_FEED_BYTES,
        maxRedirects: MAX_REDIRECTS,
        allowPrivate: this.config.ALLOW_PRIVATE_URLS,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Reelsmith-Feeds/1.0)' },
      });
    } catch (error) {
      throw unreachable(fetchFailureReason(error, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_FEED_BYTES }));
    }
    if (response.status < 200 || response.status >= 300) throw unreachable(`it answered HTTP ${response.status}`);
    return response.body;
  }
}

/** XML starts with `<`, JSON with `{`; else a first line with a tab is Merchant Center's TSV, else CSV. */
export function sniffFormat(bytes: Buffer): FeedFormat {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'xml';
  if (head.startsWith('{') || head.startsWith('[')) return 'shopify';
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.includes('\t') ? 'tsv' : 'csv';
}

function parseJson(bytes: Buffer, message: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw invalidRequest('invalid_json', message);
  }
}

function refusingInvalid<T>(work: () => T, url: string | null): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FeedInvalidError) throw feedInvalid(error.message, url);
    throw error;
  }
}

async function* refusingInvalidRows<T>(records: AsyncIterable<T>, url: string | null): AsyncGenerator<T> {
  try {
    yield* records;
  } catch (error) {
    if (error instanceof FeedInvalidError) throw feedInvalid(error.message, url);
    throw error;
  }
}

function feedInvalid(message: string, url: string | null): ApiError {
  return invalidRequest('feed_invalid', message, url ? 'url' : undefined);
}

function unreachable(reason: string): ApiError {
  return invalidRequest('url_unreachable', `The feed could not be read: ${reason}.`, 'url');
}
