import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { runProcess } from '@reelsmith/media';
import {
  loadTemplates,
  previewTemplate,
  type FontRef,
  type ImageElement,
  type TemplateDefinition,
  type TextElement,
} from '@reelsmith/templates';
import type { LocalAsset } from '../src/composition/index.js';
import { layoutStill } from '../src/composition/render-still.js';
import { renderVideo } from '../src/composition/render-video.js';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';

const SIZE = 320;
const FPS = 10;
const PICTURE_ID = 'asset_01JZASSETRENDERS000000000P';
const FONT_ID = 'asset_01JZASSETRENDERS000000000F';
/** A Latin serif with no Arabic letters (fonts-dejavu-core), unlike the engine's Noto Sans. */
const LATIN_ONLY_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

/** An account's logo: a white card, which shows bright on the black scene. */
async function writeLogo(path: string): Promise<string> {
  const canvas = createCanvas(160, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, 160, 120);
  await writeFile(path, await canvas.encode('png'));
  return path;
}

const LOGO: ImageElement = {
  name: 'logo',
  asset_id: PICTURE_ID,
  box: { x: 20, y: 20, width: 80, height: 60 },
  fit: 'cover',
  animate: {
    x: [
      { at: 0.2, value: 0 },
      { at: 1, value: 160, easing: 'ease_in_out' },
    ],
  },
};

const text = (name: string, words: string, y: number, font: FontRef): Partial<TextElement> => ({
  name,
  text: words,
  short: undefined,
  font,
  weight: 'regular',
  box: { x: 20, y, width: 280, height: 60 },
  captions_box: undefined,
  panel: undefined,
  size: 40,
  min_size: 20,
  colour: '#FFFFFF',
  enter: { effect: 'fade', at: 0, duration: 0.1 },
  exit: undefined,
  animate: undefined,
});

/** A small black scene with the account's moving logo and a Latin and an Arabic line in `font`. */
function assetTemplate(square: TemplateDefinition, font: FontRef): TemplateDefinition {
  const template = previewTemplate(square, { width: SIZE, height: SIZE, durationSeconds: 6 });
  const [first, ...rest] = template.scenes;
  const headline = first!.texts.find((t) => t.name === 'headline')!;
  return {
    ...template,
    fps: FPS,
    voiceover: [],
    scenes: [
      {
        ...first!,
        background: { colour: '#000000' },
        shapes: [],
        product: undefined,
        images: [LOGO],
        texts: [
          { ...headline, ...text('latin', 'Hello Zebra', 150, font) },
          { ...headline, ...text('arabic', 'مرحبا بكم', 230, font) },
        ],
      },
      ...rest,
    ],
  };
}

/** One grey frame of a video, full range. */
async function greyFrame(videoPath: string, frame: number, out: string): Promise<Buffer> {
  // prettier-ignore
  await runProcess('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', videoPath,
    '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', out,
  ]);
  return readFile(out);
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bounds of the bright pixels inside `region`. */
function brightBounds(grey: Buffer, region: Region) {
  let [left, top, right, bottom] = [SIZE, SIZE, -1, -1];
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++) {
      if (grey[y * SIZE + x]! < 128) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { left, top, right, bottom };
}

/** The mean absolute difference of two frames inside `region`. */
function difference(a: Buffer, b: Buffer, region: Region): number {
  let sum = 0;
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++) sum += Math.abs(a[y * SIZE + x]! - b[y * SIZE + x]!);
  return sum / (region.width * region.height);
}

describe("an account's pictures and fonts in a render", () => {
  let dir: string;
  let remove: () => Promise<void>;
  let square: TemplateDefinition;
  let assets: LocalAsset[];
  let request: Omit<Parameters<typeof renderVideo>[0], 'outputDir'>;
  let withFont: string;
  let withSans: string;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    square = (await loadTemplates()).find((template) => template.width === template.height)!;
    const logo = await writeLogo(join(dir, `asset-${PICTURE_ID}`));
    assets = [
      {
        id: PICTURE_ID,
        kind: 'image',
        content_type: 'image/png',
        bytes: 1,
        storage_key: 'unused',
        width: 160,
        height: 120,
        path: logo,
      },
      {
        id: FONT_ID,
        kind: 'font',
        content_type: 'font/ttf',
        bytes: 1,
        storage_key: 'unused',
        family: 'DejaVu Serif',
        style: 'Book',
        scripts: ['Latin', 'Greek', 'Cyrillic'],
        path: LATIN_ONLY_FONT,
      },
    ];
    request = {
      template: assetTemplate(square, { asset_id: FONT_ID }),
      product: { name: 'Mug', description: 'A mug.' },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      assets,
      language: 'en',
      watermark: false,
    };
    [withFont, withSans] = await Promise.all([
      renderVideo({ ...request, outputDir: join(dir, 'font') }).then((result) => result.videoPath),
      renderVideo({
        ...request,
        template: assetTemplate(square, 'sans'),
        outputDir: join(dir, 'sans'),
      }).then((result) => result.videoPath),
    ]);
  }, 90_000);
  afterAll(() => remove());

  it.each([1, 5, 8, 12])('draws the moving picture at frame %i where its layout says', async (frame) => {
    const [layout, grey] = await Promise.all([
      layoutStill({ ...request, atSeconds: frame / FPS }),
      greyFrame(withFont, frame, join(dir, `logo${frame}.grey`)),
    ]);
    const kinds = layout.elements.map((element) => element.kind);
    expect(kinds).toEqual(['background', 'image', 'text', 'text']);
    const logo = layout.elements.find((element) => element.name === 'logo')!;
    const drawn = brightBounds(grey, { x: 0, y: 0, width: SIZE, height: 120 });
    expect(Math.abs(drawn.left - logo.box.x)).toBeLessThanOrEqual(3);
    expect(Math.abs(drawn.top - logo.box.y)).toBeLessThanOrEqual(3);
    expect(Math.abs(drawn.right + 1 - (logo.box.x + logo.box.width))).toBeLessThanOrEqual(3);
    expect(Math.abs(drawn.bottom + 1 - (logo.box.y + logo.box.height))).toBeLessThanOrEqual(3);
  });

  it("draws a text its font covers in the account's font, and one it does not in the engine's (no missing-glyph boxes)", async () => {
    const [font, sans] = await Promise.all([
      greyFrame(withFont, 10, join(dir, 'font10.grey')),
      greyFrame(withSans, 10, join(dir, 'sans10.grey')),
    ]);
    const latin = { x: 0, y: 140, width: SIZE, height: 80 };
    const arabic = { x: 0, y: 225, width: SIZE, height: 75 };
    // The Latin line differs from sans; the Arabic line is the engine's own, pixel for pixel
    // but for the encoder's noise, and has ink (it is drawn, not left out).
    expect(difference(font, sans, latin)).toBeGreaterThan(8);
    expect(difference(font, sans, arabic)).toBeLessThan(1.5);
    expect(brightBounds(font, arabic).right).toBeGreaterThan(0);
  });

  it('lays the Arabic video out mirrored with the same fonts, the picture too', async () => {
    const layout = await layoutStill({ ...request, language: 'ar', atSeconds: 0.1 });
    const logo = layout.elements.find((element) => element.name === 'logo')!;
    expect(logo.box).toEqual({ x: SIZE - 20 - 80, y: 20, width: 80, height: 60 });
    expect(layout.elements.filter((element) => element.kind === 'text').map((element) => element.text)).toEqual([
      'Hello Zebra',
      'مرحبا بكم',
    ]);
  });
});
