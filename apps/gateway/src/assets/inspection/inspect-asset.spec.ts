import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import opentype from 'opentype.js';
import wawoff2 from 'wawoff2';
import type { AssetContentType } from '@reelsmith/contracts';
import { testImage, testSound } from '@reelsmith/testing';
import { inspectAsset } from './inspect-asset.js';

/** Installed with the render's fonts (scripts/install-system-packages.sh, fonts-noto-core). */
const NOTO = '/usr/share/fonts/truetype/noto';
const notoSans = readFileSync(`${NOTO}/NotoSans-Regular.ttf`);
/** Packed as the WOFF2 the tests read: a twentieth of Noto Sans, so compressing it takes milliseconds. */
const notoSansHebrew = readFileSync(`${NOTO}/NotoSansHebrew-Regular.ttf`);

/** A CFF-flavoured OpenType font (`OTTO`) drawing exactly `characters`, made with opentype.js. */
function otfDrawing(characters: string, styleName = 'Bold'): Buffer {
  const box = new opentype.Path();
  box.moveTo(0, 0);
  box.lineTo(400, 0);
  box.lineTo(400, 600);
  box.close();
  const glyphs = [
    new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() }),
    ...[...characters].map(
      (character, index) =>
        new opentype.Glyph({ name: `g${index}`, unicode: character.codePointAt(0)!, advanceWidth: 500, path: box }),
    ),
  ];
  const font = new opentype.Font({
    familyName: 'Tiny',
    styleName,
    unitsPerEm: 1000,
    ascender: 800,
    descender: -200,
    glyphs,
  });
  return Buffer.from(font.toArrayBuffer());
}

const latinLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

async function refusalOf(bytes: Buffer, contentType: AssetContentType) {
  return inspectAsset(bytes, contentType).then(
    (metadata) => ({ accepted: metadata }),
    (error: unknown) => error,
  );
}

describe(inspectAsset.name, () => {
  let woff2: Buffer;
  beforeAll(async () => {
    woff2 = Buffer.from(await wawoff2.compress(notoSansHebrew));
  });

  describe('pictures', () => {
    it.each([
      ['image/png', testImage('png', 64, 48)],
      ['image/jpeg', testImage('jpeg', 64, 48)],
      ['image/webp', testImage('webp', 64, 48)],
    ] as const)('measures a %s', async (contentType, bytes) => {
      await expect(inspectAsset(bytes, contentType)).resolves.toEqual({ kind: 'image', width: 64, height: 48 });
    });

    it('refuses a PNG whose header claims more than 8,000 px a side, before anything decodes it', async () => {
      const png = Buffer.from(testImage('png', 64, 48));
      png.writeUInt32BE(50_000, 16); // IHDR width
      await expect(refusalOf(png, 'image/png')).resolves.toMatchObject({
        status: 400,
        code: 'asset_invalid',
        message: 'The picture is 50000×48 px; at most 8000 px a side are accepted.',
      });
    });

    it('refuses a picture cut short', async () => {
      const png = testImage('png', 64, 48);
      await expect(refusalOf(png.subarray(0, png.length - 20), 'image/png')).resolves.toMatchObject({
        code: 'asset_invalid',
      });
    });
  });

  describe('fonts', () => {
    it('reads a TrueType font: family, style and every script its glyphs cover', async () => {
      await expect(inspectAsset(notoSans, 'font/ttf')).resolves.toEqual({
        kind: 'font',
        family: 'Noto Sans',
        style: 'Regular',
        scripts: ['Latin', 'Cyrillic', 'Greek'],
      });
    });

    it.each([
      ['NotoSansArabic-Regular.ttf', ['Arabic']],
      ['NotoSansHebrew-Regular.ttf', ['Hebrew']],
      ['NotoSansThai-Regular.ttf', ['Thai']],
      ['NotoSansDevanagari-Regular.ttf', ['Devanagari']],
    ])('reports %s as covering %j alone', async (file, scripts) => {
      const metadata = await inspectAsset(readFileSync(`${NOTO}/${file}`), 'font/ttf');
      expect(metadata).toMatchObject({ kind: 'font', scripts });
    });

    it('reads a CFF OpenType font, and counts a script only when every sample letter is drawn', async () => {
      await expect(inspectAsset(otfDrawing(latinLetters, 'Bold Italic'), 'font/otf')).resolves.toEqual({
        kind: 'font',
        family: 'Tiny',
        style: 'Bold Italic',
        scripts: ['Latin'],
      });
      const withoutZ = otfDrawing(latinLetters.replace('z', '') + 'АБВ');
      await expect(inspectAsset(withoutZ, 'font/otf')).resolves.toMatchObject({ scripts: [] });
    });

    it('reads a WOFF2 font as the TrueType font it packs', async () => {
      await expect(inspectAsset(woff2, 'font/woff2')).resolves.toEqual(await inspectAsset(notoSansHebrew, 'font/ttf'));
    });

    it('refuses a WOFF2 whose tables claim to unpack to more than 32 MB (a decompression bomb)', async () => {
      // The first table's length, a UIntBase128 right after the 48-byte header and its flags byte
      // (a known, untransformed table), now 0xFFFFFFF: 256 MB.
      expect(woff2[48]! & 0x3f).not.toBe(0x3f);
      let end = 49;
      while (woff2[end]! & 0x80) end += 1;
      const claim = Buffer.from([0xff, 0xff, 0xff, 0x7f]);
      const bomb = Buffer.concat([woff2.subarray(0, 49), claim, woff2.subarray(end + 1)]);
      await expect(refusalOf(bomb, 'font/woff2')).resolves.toMatchObject({
        code: 'asset_invalid',
        message: "The font's tables unpack to more than 32 MB.",
      });
    });

    it('refuses a WOFF2 whose brotli data unpacks to more than its tables say', async () => {
      const totalCompressed = woff2.readUInt32BE(20);
      const packed = woff2.subarray(woff2.length - totalCompressed);
      // Same directory, but the data is a bomb of zeros larger than the tables' sizes.
      const zeros = brotliCompressSync(Buffer.alloc(4 * 1024 * 1024));
      const forged = Buffer.concat([woff2.subarray(0, woff2.length - packed.length), zeros]);
      forged.writeUInt32BE(zeros.length, 20);
      forged.writeUInt32BE(forged.length, 8);
      await expect(refusalOf(forged, 'font/woff2')).resolves.toMatchObject({
        code: 'asset_invalid',
        message: 'The font could not be unpacked: its compressed data is damaged or larger than it says.',
      });
    });
  });

  describe('sounds', () => {
    it.each([
      ['audio/mpeg', 'mp3'],
      ['audio/wav', 'wav'],
      ['audio/mp4', 'm4a'],
    ] as const)('measures the length of a %s', async (contentType, format) => {
      const metadata = await inspectAsset(testSound(format, 1.5), contentType);
      // An MP3 encoder pads a frame or two at each end.
      expect(metadata).toEqual({ kind: 'audio', duration_seconds: expect.any(Number) });
      expect(Math.abs((metadata as { duration_seconds: number }).duration_seconds - 1.5)).toBeLessThan(0.1);
    });

    it('refuses a WAV cut short', async () => {
      const wav = testSound('wav', 1);
      await expect(refusalOf(wav.subarray(0, wav.length / 2), 'audio/wav')).resolves.toMatchObject({
        code: 'asset_invalid',
      });
    });

    it('refuses an MP3 that is an ID3 tag and garbage', async () => {
      const mp3 = testSound('mp3', 1);
      const garbage = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 7)]);
      expect(mp3.subarray(0, 3).toString()).toBe('ID3');
      await expect(refusalOf(garbage, 'audio/mpeg')).resolves.toMatchObject({ code: 'asset_invalid' });
    });

    it('refuses a sound longer than 10 minutes', async () => {
      await expect(refusalOf(testSound('mp3', 601, { sampleRate: 8_000 }), 'audio/mpeg')).resolves.toMatchObject({
        code: 'asset_invalid',
        message: 'The sound lasts 601 s; at most 600 s (10 minutes) are accepted.',
      });
    });
  });

  describe('a Content-Type that lies', () => {
    it.each([
      [
        'a PNG sent as font/ttf',
        testImage('png', 8, 8),
        'font/ttf',
        'The file is not font/ttf: its bytes are image/png.',
      ],
      [
        'a PNG sent as audio/mpeg',
        testImage('png', 8, 8),
        'audio/mpeg',
        'The file is not audio/mpeg: its bytes are image/png.',
      ],
      [
        'a JPEG sent as image/png',
        testImage('jpeg', 8, 8),
        'image/png',
        'The file is not image/png: its bytes are image/jpeg.',
      ],
      ['a TTF sent as font/otf', notoSans, 'font/otf', 'The file is not font/otf: its bytes are font/ttf.'],
      [
        'text sent as image/png',
        Buffer.from('hello, world'),
        'image/png',
        'The file is not image/png: its bytes are no known format.',
      ],
      ['a zip sent as font/woff2', Buffer.from('PK\x03\x04' + '\0'.repeat(60), 'latin1'), 'font/woff2', undefined],
      ['an empty body as audio/wav', Buffer.alloc(0), 'audio/wav', undefined],
    ] as const)('refuses %s as asset_invalid', async (_label, bytes, contentType, message) => {
      const refusal = await refusalOf(bytes, contentType);
      expect(refusal).toMatchObject({ status: 400, code: 'asset_invalid' });
      if (message) expect(refusal).toMatchObject({ message });
    });
  });
});
