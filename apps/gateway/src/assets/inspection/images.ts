import { imageSize } from 'image-size';
import type { AssetMetadata } from '@reelsmith/contracts';
import { assetInvalid } from './asset-invalid.js';

/** As for product images: at most 8,000 px a side. */
export const MAX_IMAGE_SIDE = 8000;

const IMAGE_SIZE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // IEND, empty, its CRC

/**
 * A picture's size from its header, and whether the file ends where its format says it does (a
 * truncated upload would draw as a half picture). Nothing decodes the pixels here: a small file
 * may claim 50,000 × 50,000 px, and such a claim is refused before anything would allocate it.
 */
export function inspectImage(bytes: Buffer, contentType: string): Extract<AssetMetadata, { kind: 'image' }> {
  let size: { type?: string; width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw assetInvalid('The file is not a readable picture.');
  }
  const { width, height } = size;
  if (size.type !== IMAGE_SIZE_TYPES[contentType] || !width || !height) {
    throw assetInvalid(`The file is not a readable ${contentType} picture.`);
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw assetInvalid(`The picture is ${width}×${height} px; at most ${MAX_IMAGE_SIDE} px a side are accepted.`);
  }
  if (!endsComplete(bytes, contentType)) throw assetInvalid('The picture is cut short: its file ends too early.');
  return { kind: 'image', width, height };
}

function endsComplete(bytes: Buffer, contentType: string): boolean {
  switch (contentType) {
    case 'image/png':
      return bytes.subarray(-PNG_END.length).equals(PNG_END);
    case 'image/jpeg':
      // The end-of-image marker, allowing for the padding some encoders leave after it.
      return bytes.subarray(-64).includes(Buffer.from([0xff, 0xd9]));
    default:
      return riffIsComplete(bytes);
  }
}

/**
 * A RIFF file (WebP, WAV) states its length after its first 8 bytes; chunks are padded to even
 * sizes. One written to a stream could not go back to state it (0xFFFFFFFF): nothing to check.
 */
export function riffIsComplete(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  if (bytes.readUInt32LE(4) === 0xffffffff) return true;
  const declared = bytes.readUInt32LE(4) + 8;
  return bytes.length === declared || bytes.length === declared + (declared % 2);
}
