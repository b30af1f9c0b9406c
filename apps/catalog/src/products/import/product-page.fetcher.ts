import { fetchFailureReason, safeFetch } from '@reelsmith/outbound';
import { ServiceError } from '@reelsmith/contracts';
import { decodeHtml } from './html-document.js';

export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PAGE_REDIRECTS = 3;

export interface FetchPageOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface FetchedPage {
  /** Where the page was found, after redirects: relative URLs resolve against it. */
  url: string;
  html: string;
}

/**
 * Downloads a product page under the SSRF rules of product images (public addresses only,
 * checked on every redirect and again at connect time), within the time limit, 2 MB and 3
 * redirects. Anything that keeps us from reading the page is `url_unreachable`; a response
 * that is not a web page is `product_not_found`.
 */
export async function fetchProductPage(url: string, options: FetchPageOptions): Promise<FetchedPage> {
  let response;
  try {
    response = await safeFetch(url, {
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_PAGE_BYTES,
      maxRedirects: MAX_PAGE_REDIRECTS,
      allowPrivate: options.allowPrivate,
      headers: {
        accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1',
        'user-agent': 'Mozilla/5.0 (compatible; Reelsmith-Import/1.0)',
      },
    });
  } catch (error) {
    throw unreachable(fetchFailureReason(error, { timeoutMs: options.timeoutMs, maxBytes: MAX_PAGE_BYTES }));
  }
  if (response.status >= 300 && response.status < 400) {
    throw unreachable(`it redirects more than ${MAX_PAGE_REDIRECTS} times`);
  }
  if (response.status < 200 || response.status >= 300) throw unreachable(`it answered HTTP ${response.status}`);
  const contentType = response.headers.get('content-type');
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType && mediaType !== 'text/html' && mediaType !== 'application/xhtml+xml') {
    throw new ServiceError('product_not_found', `The page at url is not a web page (${mediaType}).`, 'url');
  }
  return { url: response.url, html: decodeHtml(response.body, contentType) };
}

function unreachable(reason: string): ServiceError {
  return new ServiceError('url_unreachable', `The page could not be read: ${reason}.`, 'url');
}
