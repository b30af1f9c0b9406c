import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import type { RgbaPicture } from '../drawing/layer.js';
import { drawWatermark } from './watermark-layer.js';

/** The first and last columns holding the white lettering (the pill around it is dark). */
function inkColumns({ data, width, height }: RgbaPicture): [number, number] {
  const columns: number[] = [];
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (data[(y * width + x) * 4]! > 160) {
        columns.push(x);
        break;
      }
    }
  }
  return [columns[0]!, columns.at(-1)!];
}

describe(drawWatermark.name, () => {
  it.each(SUPPORTED_LANGUAGES)('writes the %s watermark across its pill, in the bottom-right corner', (language) => {
    const { picture, x, y } = drawWatermark({ width: 1080, height: 1920 }, language);
    expect(x).toBeGreaterThan(1080 / 3);
    expect(x + picture.width).toBeLessThan(1080);
    expect(y + picture.height).toBeLessThan(1920);
    // Right-to-left text too starts at the pill's left padding and ends at its right one.
    const [first, last] = inkColumns(picture);
    const padding = Math.round(24 * 0.8);
    expect(first).toBeGreaterThan(padding / 2);
    expect(first).toBeLessThan(padding * 1.5);
    expect(last).toBeGreaterThan(picture.width - padding * 1.5);
    expect(last).toBeLessThan(picture.width - padding / 2);
  });

  it('words the watermark in the video’s language', () => {
    expect(drawWatermark({ width: 1080, height: 1920 }, 'de').picture.width).toBeGreaterThan(
      drawWatermark({ width: 1080, height: 1920 }, 'en').picture.width,
    );
  });
});
