import { brotliDecompressSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { AssetMetadata } from '@reelsmith/contracts';
import { ApiError } from '../../http/api-error.js';
import { assetInvalid } from './asset-invalid.js';
import { scriptsCovered } from './font-scripts.js';

/**
 * The most a WOFF2's tables may unpack to. The largest real fonts (a whole CJK family member) are
 * about 20 MB; a few KB of brotli can claim gigabytes (a decompression bomb).
 */
export const MAX_UNPACKED_FONT_BYTES = 32 * 1024 * 1024;

const FONTKIT_TYPES: Record<string, string> = { 'font/ttf': 'TTF', 'font/otf': 'TTF', 'font/woff2': 'WOFF2' };

/** The parts of fontkit's WOFF2 font this module reaches into (fontkit 2.0.x), see `unpackWoff2`. */
interface Woff2Internals {
  directory: {
    totalCompressedSize: number;
    tables: Record<string, { length: number; transformLength?: number; offset?: number }>;
  };
  _dataPos: number;
  _decompressed: boolean;
  stream: { constructor: new (buffer: Uint8Array) => unknown };
}

/**
 * A font's family and style from its `name` table, and the scripts its `cmap` draws (see
 * SCRIPT_SAMPLES for the rule). fontkit reads tables lazily; only `name`, `cmap` and what
 * they need are ever parsed. Collections (.ttc) are not accepted: a template names one font.
 */
export function inspectFont(bytes: Buffer, contentType: string): Extract<AssetMetadata, { kind: 'font' }> {
  let font: fontkit.Font | fontkit.FontCollection;
  try {
    font = fontkit.create(bytes);
  } catch {
    throw assetInvalid('The file is not a readable font.');
  }
  if (font.type !== FONTKIT_TYPES[contentType]) throw assetInvalid(`The file is not a readable ${contentType} font.`);
  const single = font as fontkit.Font;
  if (single.type === 'WOFF2') unpackWoff2(single, bytes);
  try {
    const family = single.familyName?.trim();
    const style = single.subfamilyName?.trim();
    if (!family || !style) throw assetInvalid('The font names no family or style.');
    return {
      kind: 'font',
      family: family.slice(0, 200),
      style: style.slice(0, 200),
      scripts: scriptsCovered((codePoint) => single.hasGlyphForCodePoint(codePoint)),
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw assetInvalid('The font could not be read: its tables are damaged.');
  }
}

/**
 * Unpacks a WOFF2's tables with Node's own brotli, bounded, and hands them to fontkit, which
 * would otherwise unpack them in JavaScript (about 25 MB/s, blocking the gateway) into a buffer
 * as large as the file claims. The claim is checked first and the output is capped at it.
 */
function unpackWoff2(font: fontkit.Font, bytes: Buffer): void {
  const internals = font as unknown as Woff2Internals;
  let unpackedSize = 0;
  for (const table of Object.values(internals.directory.tables)) {
    table.offset = unpackedSize;
    unpackedSize += table.transformLength ?? table.length;
  }
  if (unpackedSize > MAX_UNPACKED_FONT_BYTES) {
    throw assetInvalid(`The font's tables unpack to more than ${MAX_UNPACKED_FONT_BYTES / 1024 / 1024} MB.`);
  }
  const packed = bytes.subarray(internals._dataPos, internals._dataPos + internals.directory.totalCompressedSize);
  let tables: Buffer;
  try {
    tables = brotliDecompressSync(packed, { maxOutputLength: Math.max(1, unpackedSize) });
  } catch {
    throw assetInvalid('The font could not be unpacked: its compressed data is damaged or larger than it says.');
  }
  if (tables.length !== unpackedSize) throw assetInvalid('The font unpacks to another size than it says.');
  const DecodeStream = internals.stream.constructor;
  internals.stream = new DecodeStream(tables) as Woff2Internals['stream'];
  internals._decompressed = true;
}
