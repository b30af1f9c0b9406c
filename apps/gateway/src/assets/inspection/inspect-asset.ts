import { fileTypeFromBuffer } from 'file-type';
import { ASSET_CONTENT_TYPES, type AssetContentType, type AssetMetadata } from '@reelsmith/contracts';
import { assetInvalid } from './asset-invalid.js';
import { inspectAudio } from './audio.js';
import { inspectFont } from './fonts.js';
import { inspectImage } from './images.js';

/**
 * What file-type may sniff in the bytes of each accepted Content-Type. An MP4 of sound alone is
 * sniffed by its brand: `M4A ` (audio/x-m4a) from most encoders, `isom`/`mp42` (video/mp4) from
 * others; the parse then requires sound and no picture.
 */
const SNIFFED: Record<AssetContentType, readonly string[]> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
  'image/webp': ['image/webp'],
  'font/ttf': ['font/ttf'],
  'font/otf': ['font/otf'],
  'font/woff2': ['font/woff2'],
  'audio/mpeg': ['audio/mpeg'],
  'audio/wav': ['audio/wav'],
  'audio/mp4': ['audio/x-m4a', 'audio/mp4', 'video/mp4'],
};

/**
 * Checks that an upload is the file its Content-Type names, and measures it: the type is sniffed
 * from the bytes (never taken from the header alone), then the file is parsed as that kind.
 * Anything else is 400 `asset_invalid`. Reads only what the measurements need: no pixels are
 * decoded and no sound is played.
 */
export async function inspectAsset(bytes: Buffer, contentType: AssetContentType): Promise<AssetMetadata> {
  const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
  if (!sniffed || !SNIFFED[contentType].includes(sniffed)) {
    const seen = sniffed ? `its bytes are ${sniffed}` : 'its bytes are no known format';
    throw assetInvalid(`The file is not ${contentType}: ${seen}.`);
  }
  switch (ASSET_CONTENT_TYPES[contentType]) {
    case 'image':
      return inspectImage(bytes, contentType);
    case 'font':
      return inspectFont(bytes, contentType);
    case 'audio':
      return inspectAudio(bytes, contentType);
  }
}
