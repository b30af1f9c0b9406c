import { readFile } from 'node:fs/promises';
import { loadImage, type Image } from '@napi-rs/canvas';
import { probeMedia, type ProbeOptions } from '@reelsmith/media';
import { RenderError } from './render-error.js';

/** The contract's limit on product images: at most 8,000 px a side. */
export const MAX_IMAGE_SIDE = 8000;
const IMAGE_CODECS = new Set(['mjpeg', 'png', 'webp']);

/**
 * Checks the downloaded product image with ffprobe before decoding it: canvas decodes eagerly,
 * and a small PNG can claim 16,000 × 16,000 px (1 GB of pixels). Then decodes it from bytes
 * (a path string would be taken for a URL by loadImage if it looked like one).
 */
export async function loadProductImage(path: string, probe: ProbeOptions): Promise<Image> {
  const { signal } = probe;
  let width: number | undefined;
  let height: number | undefined;
  let codec: string | undefined;
  try {
    const stream = (await probeMedia(path, probe)).streams.find((s) => s.codec_type === 'video');
    ({ width, height, codec_name: codec } = stream ?? {});
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new RenderError('image_invalid', 'The product image could not be read as a picture.', { cause: error });
  }
  if (!codec || !IMAGE_CODECS.has(codec) || !width || !height) {
    throw new RenderError('image_invalid', 'The product image must be a JPEG, PNG or WebP picture.');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new RenderError(
      'image_invalid',
      `The product image is ${width}×${height} px; at most ${MAX_IMAGE_SIDE} px a side are accepted.`,
    );
  }
  try {
    return await loadImage(await readFile(path));
  } catch (error) {
    throw new RenderError('image_invalid', 'The product image could not be decoded.', { cause: error });
  }
}
