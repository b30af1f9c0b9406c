import type { Asset, AssetContentType } from '@reelsmith/sdk';
import { formatBytes, formatSeconds } from './format.js';

/** The file types `POST /v1/assets` takes, by the extensions a file picker shows. */
const TYPES: ReadonlyArray<{ type: AssetContentType; extensions: string[]; aliases: string[]; label: string }> = [
  { type: 'image/png', extensions: ['png'], aliases: [], label: 'PNG' },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], aliases: [], label: 'JPEG' },
  { type: 'image/webp', extensions: ['webp'], aliases: [], label: 'WebP' },
  { type: 'font/ttf', extensions: ['ttf'], aliases: ['application/x-font-ttf', 'font/sfnt'], label: 'TTF' },
  { type: 'font/otf', extensions: ['otf'], aliases: ['application/x-font-opentype'], label: 'OTF' },
  { type: 'font/woff2', extensions: ['woff2'], aliases: [], label: 'WOFF2' },
  { type: 'audio/mpeg', extensions: ['mp3'], aliases: ['audio/mp3'], label: 'MP3' },
  { type: 'audio/wav', extensions: ['wav'], aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'], label: 'WAV' },
  { type: 'audio/mp4', extensions: ['m4a', 'mp4'], aliases: ['audio/x-m4a', 'audio/aac'], label: 'M4A' },
];

/** Upload size limit of the API (20 MB): a larger file is refused before it is sent. */
export const MAX_ASSET_BYTES = 20_000_000;

/** The `accept` of the file input: the types and their extensions. */
export const ACCEPTED_FILES = TYPES.flatMap(({ type, extensions }) => [
  type,
  ...extensions.map((ext) => `.${ext}`),
]).join(',');

/** "PNG, JPEG, …": the formats in words. */
export const ACCEPTED_LABELS = TYPES.map(({ label }) => label).join(', ');

/**
 * The Content-Type to upload a picked file as: the browser's type when the API takes it (or
 * names it otherwise, `audio/x-wav`), else the extension's (a font often comes with no type).
 */
export function contentTypeOf(file: { name: string; type: string }): AssetContentType | undefined {
  const type = file.type.toLowerCase();
  const known = TYPES.find((entry) => entry.type === type || entry.aliases.includes(type));
  if (known) return known.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return TYPES.find((entry) => entry.extensions.includes(extension))?.type;
}

const labelOf = (type: AssetContentType) => TYPES.find((entry) => entry.type === type)?.label ?? type;

/** What the service measured in an asset, in one line: `640 × 480 px · PNG · 12.3 kB`. */
export function describeAsset(asset: Asset): string {
  const file = `${labelOf(asset.content_type)} · ${formatBytes(asset.bytes)}`;
  switch (asset.kind) {
    case 'image':
      return `${asset.width} × ${asset.height} px · ${file}`;
    case 'font':
      return `${asset.family} ${asset.style} · ${asset.scripts.length > 0 ? asset.scripts.join(', ') : 'no complete script'} · ${file}`;
    case 'audio':
      return `${formatSeconds(asset.duration_seconds)} · ${file}`;
  }
}
