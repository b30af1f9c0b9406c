import type { TextElement } from '@reelsmith/templates';
import { drawTextLayer, paintText, placeText, textDirection } from './text-layer.js';

const element: TextElement = {
  text: 'unused',
  box: { x: 100, y: 200, width: 600, height: 240 },
  font: 'sans',
  weight: 'bold',
  size: 120,
  min_size: 20,
  colour: '#FFFFFF',
  align: 'start',
  valign: 'top',
  enter: { effect: 'fade', at: 0, duration: 1 },
};

describe(drawTextLayer.name, () => {
  it('detects right-to-left texts from their first strong letter', () => {
    expect(textDirection('مرحبا world')).toBe('rtl');
    expect(textDirection('«שלום»')).toBe('rtl');
    expect(textDirection('123 Привет مرحبا')).toBe('ltr');
  });

  it('draws any script into a transparent picture of the box, shrinking it to fit', async () => {
    const text = 'Привет Ελληνικά 日本語の文字 مرحبا بالعالم שלום עולם 🔥 — and a lot more words to wrap';
    const drawn = drawTextLayer({ text, element, colour: '#FFFFFF', locale: 'en' });
    const { picture } = drawn;
    // Only the drawn part of the box (plus a small bleed) becomes a picture.
    const bleed = 8;
    expect(drawn.x).toBeGreaterThanOrEqual(100 - bleed);
    expect(drawn.y).toBeGreaterThanOrEqual(200 - bleed);
    expect(drawn.x + picture.width).toBeLessThanOrEqual(100 + 600 + bleed);
    expect(drawn.y + picture.height).toBeLessThanOrEqual(200 + 240 + bleed);
    expect(picture.data.length).toBe(picture.width * picture.height * 4);
    expect(drawn.layout.sizePx).toBeLessThan(120);
    expect(drawn.layout.height).toBeLessThanOrEqual(240);
    // Lines may break between CJK characters; nothing is lost.
    expect(drawn.layout.lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });
});

describe('drawTextLayer panels', () => {
  it('hugs the text with a button panel, and fills the box with a box panel', () => {
    const panel = { colour: '#FF0000', shape: 'rounded' as const, radius: 20, padding: { x: 30, y: 10 } };
    const hugging = drawTextLayer({
      text: 'Go',
      element: { ...element, size: 40, align: 'center', panel: { ...panel, size: 'text' } },
      colour: '#FFFFFF',
      panelColour: '#FF0000',
      locale: 'en',
    });
    const filling = drawTextLayer({
      text: 'Go',
      element: { ...element, size: 40, align: 'center', panel: { ...panel, size: 'box' } },
      colour: '#FFFFFF',
      panelColour: '#FF0000',
      locale: 'en',
    });
    expect(hugging.picture.width).toBeLessThan(300);
    expect(filling.picture.width).toBeGreaterThanOrEqual(600);
    // The panel's middle pixel is opaque red.
    const { data, width, height } = filling.picture;
    const middle = (Math.floor(height / 2) * width + 20) * 4;
    expect([...data.subarray(middle, middle + 4)]).toEqual([255, 0, 0, 255]);
  });

  it('letter-spaces only the scripts that stay legible spaced', () => {
    const plain: TextElement = { ...element, size: 40, max_lines: 1 };
    const spaced: TextElement = { ...plain, letter_spacing: 0.2 };
    const width = (text: string, style: TextElement) =>
      drawTextLayer({ text, element: style, colour: '#FFFFFF', locale: 'en' }).layout.width;
    expect(width('LIMITED OFFER', spaced)).toBeGreaterThan(width('LIMITED OFFER', plain));
    for (const text of ['सीमित ऑफ़र', 'ข้อเสนอมีจำกัด', 'عرض محدود']) {
      expect(width(text, spaced)).toBe(width(text, plain));
    }
  });
});

describe('a round badge', () => {
  const badge: TextElement = {
    ...element,
    box: { x: 0, y: 0, width: 290, height: 290 },
    size: 60,
    min_size: 24,
    line_height: 1,
    align: 'center',
    valign: 'middle',
    panel: { colour: '#FFD23F', shape: 'circle', padding: { x: 6, y: 6 }, size: 'box' },
  };

  it('gives a wide line the width of a low rectangle in the circle, not of the inscribed square', () => {
    const side = 290 / Math.SQRT2 - 12;
    const placed = placeText({ text: 'Seulement\n79,90\u00A0€', element: badge, colour: '#000000', locale: 'fr' });
    expect(placed.layout.truncated).toBe(false);
    expect(placed.layout.width).toBeGreaterThan(side);
    // The block's corners stay inside the circle, by the padding.
    const { block } = placed;
    const corner = Math.hypot(
      Math.max(145 - block.x, block.x + block.width - 145),
      Math.max(145 - block.y, block.y + block.height - 145),
    );
    expect(corner).toBeLessThanOrEqual(145 - 6);
  });

  it('keeps the inscribed square for a tall text', () => {
    const placed = placeText({ text: 'A\nB\nC\nD', element: badge, colour: '#000000', locale: 'en' });
    expect(placed.area.width).toBeCloseTo(290 / Math.SQRT2 - 12);
  });

  /** The first and last columns holding ink in an RGBA picture. */
  function inkColumns({ data, width, height }: { data: Buffer; width: number; height: number }): [number, number] {
    const columns: number[] = [];
    for (let x = 0; x < width; x++)
      for (let y = 0; y < height; y++)
        if (data[(y * width + x) * 4 + 3]! > 128) {
          columns.push(x);
          break;
        }
    return [Math.min(...columns), Math.max(...columns)];
  }

  it.each([
    ['Ceramic travel', 'en', 'ltr'],
    ['مرحبا بالعالم', 'ar', 'rtl'],
  ] as const)('draws the first word of %s where the whole line has it (%s, %s)', (text, locale, direction) => {
    const request = {
      text,
      element: { ...element, size: 60, align: 'center' as const },
      colour: '#FFFFFF',
      locale,
      direction,
    };
    const placement = placeText(request);
    const [left, right] = inkColumns(paintText(placement, request).picture);
    const [firstLeft, firstRight] = inkColumns(
      paintText(placement, request, { line: 0, end: text.indexOf(' ') }).picture,
    );
    if (direction === 'ltr') {
      expect(firstLeft).toBeLessThanOrEqual(left + 2);
      expect(firstRight).toBeLessThan((left + right) / 2 + 40);
    } else {
      expect(firstRight).toBeGreaterThanOrEqual(right - 2);
      expect(firstLeft).toBeGreaterThan((left + right) / 2 - 40);
    }
  });
});
