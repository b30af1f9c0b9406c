import { layoutText, type MeasureLine, type TextLayoutRequest } from './text-layout.js';

// Every character is half an em wide (CJK a full em); ascent 0.8 em, descent 0.2 em.
const measure: MeasureLine = (line, size) => ({
  width: [...line].reduce((w, c) => w + (/[\u3000-\u9FFF]/.test(c) ? 1 : 0.5) * size, 0),
  ascent: 0.8 * size,
  descent: 0.2 * size,
});

const request = (overrides: Partial<TextLayoutRequest>): TextLayoutRequest => ({
  text: 'Hello',
  locale: 'en',
  maxWidth: 500,
  maxHeight: 200,
  maxSize: 100,
  minSize: 10,
  lineHeight: 1.2,
  ...overrides,
});

function expectInside(layout: ReturnType<typeof layoutText>, r: TextLayoutRequest) {
  expect(layout.height).toBeLessThanOrEqual(r.maxHeight);
  for (const line of layout.lines) expect(measure(line, layout.sizePx).width).toBeLessThanOrEqual(r.maxWidth);
}

describe(layoutText.name, () => {
  it('uses the largest size at which the text fits', () => {
    const r = request({ text: 'Hello' });
    const layout = layoutText(r, measure);
    expect(layout.lines).toEqual(['Hello']);
    expect(layout.sizePx).toBe(100);
  });

  it('wraps at spaces and shrinks until every line fits the box', () => {
    const r = request({ text: 'The quick brown fox jumps over the lazy dog again and again', maxHeight: 150 });
    const layout = layoutText(r, measure);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(' ')).toBe(r.text);
    expect(layout.truncated).toBe(false);
    expectInside(layout, r);
  });

  it('breaks between CJK characters but keeps closing punctuation off the line start', () => {
    const r = request({ text: '今すぐ購入してください。とても良い製品です。', maxWidth: 300, maxSize: 40 });
    const layout = layoutText(r, measure);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe(r.text);
    for (const line of layout.lines) expect(line.startsWith('。')).toBe(false);
    expectInside(layout, r);
  });

  it('breaks a word longer than the box between its letters', () => {
    const r = request({
      text: 'Supercalifragilisticexpialidocious',
      maxWidth: 200,
      maxHeight: 400,
      minSize: 30,
      maxSize: 30,
    });
    const layout = layoutText(r, measure);
    expect(layout.lines.join('')).toBe(r.text);
    expectInside(layout, r);
  });

  it('shrinks a long word to keep it whole rather than break it at a larger size', () => {
    const r = request({ text: 'Керамическая кружка', maxWidth: 300, maxHeight: 400, maxSize: 80, minSize: 20 });
    const layout = layoutText(r, measure);
    expect(layout.lines).toEqual(['Керамическая', 'кружка']);
    expect(layout.sizePx).toBe(50);
    expectInside(layout, r);
  });

  it('never breaks a line at a no-break space', () => {
    const lines = (text: string) =>
      layoutText(request({ text, maxWidth: 120, maxHeight: 400, minSize: 20, maxSize: 20 }), measure).lines;
    expect(lines('Chỉ 249.000\u00a0₫')).toEqual(['Chỉ', '249.000\u00a0₫']);
    expect(lines('Tasse «\u202fNord\u202f»')).toEqual(['Tasse', '«\u202fNord\u202f»']);
  });

  // Lines of 20 characters at most: each text's number would end a line without the rule.
  const lines20 = (text: string, locale: string) =>
    layoutText(request({ text, locale, maxWidth: 200, maxHeight: 400, minSize: 20, maxSize: 20 }), measure).lines;

  it.each([
    ['en', 'Radiance Serum 30 ml, 2-pack', ['Radiance Serum', '30 ml, 2-pack']],
    ['ru', 'Дорожная кружка 1350 мл, набор', ['Дорожная кружка', '1350 мл, набор']],
    ['he', 'ספל נסיעות קרמי 1350 מ"ל, סט', ['ספל נסיעות קרמי', '1350 מ"ל, סט']],
  ])('keeps a number and its unit on one line (%s)', (locale, text, expected) => {
    expect(lines20(text, locale)).toEqual(expected);
  });

  it('breaks a hyphenated compound after its hyphen rather than inside a word', () => {
    expect(lines20('Handglasierter Keramik-Reisebecherset', 'de')).toEqual([
      'Handglasierter',
      'Keramik-',
      'Reisebecherset',
    ]);
    expect(lines20('Set of twelve mugs, 2-pack', 'en')).toEqual(['Set of twelve', 'mugs, 2-pack']);
  });

  it('lets a line break between a number and a longer word after it', () => {
    expect(lines20('Keeps coffee hot 6 hours a day', 'en')).toEqual(['Keeps coffee hot 6', 'hours a day']);
  });

  it('ends with an ellipsis when even the minimum size cannot hold the text', () => {
    const r = request({ text: 'word '.repeat(500), maxHeight: 100, minSize: 20 });
    const layout = layoutText(r, measure);
    expect(layout.truncated).toBe(true);
    expect(layout.sizePx).toBe(20);
    expect(layout.lines.at(-1)!.endsWith('…')).toBe(true);
    expectInside(layout, r);
  });

  it('respects max_lines', () => {
    const r = request({ text: 'one two three four five six', maxLines: 1, maxWidth: 400 });
    const layout = layoutText(r, measure);
    expect(layout.lines).toHaveLength(1);
    expectInside(layout, r);
  });

  it('balances the lines when asked, at the same size and line count', () => {
    const r = request({ text: 'Aurum Radiance Serum brightens dull skin', maxWidth: 300, maxSize: 20, minSize: 20 });
    const greedy = layoutText(r, measure);
    const even = layoutText({ ...r, balance: true }, measure);
    expect(greedy.lines).toEqual(['Aurum Radiance Serum brightens', 'dull skin']);
    expect(even.lines).toEqual(['Aurum Radiance Serum', 'brightens dull skin']);
    expect(even.sizePx).toBe(greedy.sizePx);
    expectInside(even, r);
  });

  it('leaves no word alone on the last line of a short text, at the same size', () => {
    const r = request({ text: 'Aurum Radiance Serum brightens dull skin', maxWidth: 360, maxSize: 20, minSize: 20 });
    expect(layoutText(r, measure).lines).toEqual(['Aurum Radiance Serum', 'brightens dull skin']);
    const cjk = request({ text: '手工上釉陶瓷旅行杯', locale: 'zh', maxWidth: 160, maxSize: 20, minSize: 20 });
    const layout = layoutText(cjk, measure);
    expect(layout.lines).toEqual(['手工上釉', '陶瓷旅行杯']);
    expect(layout.sizePx).toBe(20);
    // A paragraph of more lines wraps greedily: evening it out would only narrow it.
    const body = request({
      text: 'aaaa bbbb cccc dddd eeee ffff gggg hhhh i',
      maxWidth: 100,
      maxSize: 20,
      minSize: 20,
    });
    expect(layoutText(body, measure).lines).toEqual(['aaaa bbbb', 'cccc dddd', 'eeee ffff', 'gggg hhhh', 'i']);
  });

  it('keeps explicit line breaks', () => {
    const layout = layoutText(request({ text: 'Only\n$49' }), measure);
    expect(layout.lines).toEqual(['Only', '$49']);
  });
});

describe('layoutText in scripts without spaces', () => {
  it('wraps Thai between the words Intl.Segmenter finds, never inside one', () => {
    const text = 'ซื้อเลยตอนนี้ลดราคาพิเศษสำหรับคุณ';
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.segment);
    const r = request({ text, locale: 'th', maxWidth: 120, maxSize: 20, minSize: 20, maxHeight: 400 });
    const layout = layoutText(r, measure);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join('')).toBe(text);
    // Every line is made of whole words.
    const rest = [...words];
    for (const line of layout.lines) {
      let taken = '';
      while (taken.length < line.length) taken += rest.shift();
      expect(taken).toBe(line);
    }
    expect(rest).toEqual([]);
    expectInside(layout, r);
  });
});
