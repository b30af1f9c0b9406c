import { readFile } from 'node:fs/promises';
import { loadImage, type Image } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { RenderError } from './render-error.js';

/** The contract's limit on product images: at most 8,000 px a side. */
export const MAX_IMAGE_SIDE = 8000;
const IMAGE_TYPES = new Set(['jpg', 'png', 'webp']);

/** The picture's format and size as its header states them, or nothing when it has none we read. */
function headerOf(bytes: Buffer): { type?: string; width: number; height: number } | undefined {
  try {
    return imageSize(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Reads the downloaded product image and checks its header before anything decodes it: canvas
 * decodes eagerly, and a small PNG can claim 16,000 × 16,000 px (1 GB of pixels). The header is
 * read in-process (an ffprobe here cost a process start on every render and preview).
 */
export async function readProductImage(path: string, signal?: AbortSignal): Promise<Buffer> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path, { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new RenderError('image_invalid', 'The product image could not be read.', { cause: error });
  }
  const header = headerOf(bytes);
  if (!header?.type || !IMAGE_TYPES.has(header.type) || !header.width || !header.height) {
    throw new RenderError('image_invalid', 'The product image must be a JPEG, PNG or WebP picture.');
  }
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new RenderError(
      'image_invalid',
      `The product image is ${width}×${height} px; at most ${MAX_IMAGE_SIDE} px a side are accepted.`,
    );
  }
  return bytes;
}

/**
 * Decodes checked bytes on canvas's own threads, not this one. From bytes: a path string would
 * be taken for a URL by loadImage if it looked like one.
 */
export async function decodeProductImage(bytes: Buffer): Promise<Image> {
  try {
    return await loadImage(bytes);
  } catch (error) {
    throw new RenderError('image_invalid', 'The product image could not be decoded.', { cause: error });
  }
}
