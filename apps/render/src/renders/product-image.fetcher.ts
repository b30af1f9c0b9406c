import { writeFile } from 'node:fs/promises';
import { PrivateAddressError, ResponseTooLargeError, safeFetch } from '@reelsmith/outbound';

/** Product images are refused above this size (docs/api.md, "Limits"). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/** Why an image could not be used, by the contract's error codes. */
export class ImageError extends Error {
  constructor(
    readonly code: 'image_unreachable' | 'image_invalid',
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

type ImageKind = 'jpeg' | 'png' | 'webp';

/** Recognises the formats we accept by their first bytes, whatever the server claims. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * Downloads a product image to `targetPath`: public addresses only (unless the operator
 * allows private ones), within 15 s and 20 MB, and only if it really is a JPEG, PNG or WebP.
 */
export async function fetchProductImage(url: string, targetPath: string, allowPrivate: boolean): Promise<void> {
  let response;
  try {
    response = await safeFetch(url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
      maxRedirects: MAX_REDIRECTS,
      allowPrivate,
      headers: { accept: 'image/jpeg, image/png, image/webp', 'user-agent': 'Reelsmith-Render/1.0' },
    });
  } catch (error) {
    if (error instanceof ResponseTooLargeError)
      throw new ImageError('image_invalid', 'The product image is larger than 20 MB.');
    if (error instanceof PrivateAddressError) {
      throw new ImageError('image_unreachable', 'The product image address points to a private or local network.');
    }
    throw new ImageError('image_unreachable', `The product image could not be downloaded: ${describe(error)}.`);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ImageError('image_unreachable', `Downloading the product image answered HTTP ${response.status}.`);
  }
  if (!sniffImage(response.body)) {
    throw new ImageError('image_invalid', 'The product image is not a JPEG, PNG or WebP picture.');
  }
  await writeFile(targetPath, response.body);
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'it took longer than 15 seconds';
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}
