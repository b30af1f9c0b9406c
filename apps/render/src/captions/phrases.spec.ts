import { captionPhrases, columns, MAX_CAPTION_COLUMNS } from './phrases.js';

describe(captionPhrases.name, () => {
  it('keeps a short sentence whole, on one line, whitespace collapsed', () => {
    expect(captionPhrases('  Only\n$49  today ', 'en')).toEqual(['Only $49 today']);
    expect(captionPhrases(' \n ', 'en')).toEqual([]);
  });

  it('splits a long sentence at spaces into even phrases of at most 42 columns, losing nothing', () => {
    const text =
      'Steingut-Kaffeetasse mit 350 ml Fassungsvermögen, spülmaschinenfest und mikrowellengeeignet, in vier Farben';
    const phrases = captionPhrases(text, 'de');
    expect(phrases).toEqual([
      'Steingut-Kaffeetasse mit 350 ml',
      'Fassungsvermögen, spülmaschinenfest und',
      'mikrowellengeeignet, in vier Farben',
    ]);
    expect(phrases.join(' ')).toBe(text);
    for (const phrase of phrases) expect(columns(phrase, 'de')).toBeLessThanOrEqual(MAX_CAPTION_COLUMNS);
  });

  it('prefers to end a phrase at a comma or full stop', () => {
    const text = 'Aurum Radiance Serum brightens dull skin, and it does so in only two weeks';
    // The even cut would be after "dull" (35 columns of 74).
    expect(captionPhrases(text, 'en')).toEqual([
      'Aurum Radiance Serum brightens dull skin,',
      'and it does so in only two weeks',
    ]);
  });

  it('counts CJK characters as two columns and breaks between them, never before closing punctuation', () => {
    const text = '今すぐ購入してください。とても良い製品です、毎日使える美容液をお試しください。';
    // 78 columns: two phrases, and "今すぐ購入してください。" alone would leave 54 for the second.
    const phrases = captionPhrases(text, 'ja');
    expect(columns('今すぐ', 'ja')).toBe(6);
    expect(phrases.join('')).toBe(text);
    expect(phrases).toHaveLength(2);
    for (const phrase of phrases) {
      expect(columns(phrase, 'ja')).toBeLessThanOrEqual(MAX_CAPTION_COLUMNS);
      expect(phrase).not.toMatch(/^[、。]/u);
    }
  });

  it('splits Thai between words, Arabic and Hebrew at spaces', () => {
    const thai = 'เซรั่มวิตามินซีที่ช่วยให้ผิวหมองคล้ำกระจ่างใสภายในสองสัปดาห์โดยไม่มีน้ำหอมเลย';
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(thai)].map((s) => s.segment);
    const phrases = captionPhrases(thai, 'th');
    expect(phrases.length).toBeGreaterThan(1);
    expect(phrases.join('')).toBe(thai);
    // Each phrase starts where a word starts.
    let at = 0;
    const starts = new Set(words.map((word) => (at += word.length) - word.length));
    let offset = 0;
    for (const phrase of phrases) {
      expect(starts.has(offset)).toBe(true);
      offset += phrase.length;
    }
    const arabic = 'سيروم فيتامين سي الذي يفتح البشرة الباهتة في أسبوعين، بدون أي عطر على الإطلاق';
    expect(captionPhrases(arabic, 'ar')).toEqual([
      'سيروم فيتامين سي الذي يفتح البشرة الباهتة',
      'في أسبوعين، بدون أي عطر على الإطلاق',
    ]);
    const hebrew = 'סרום ויטמין סי שמבהיר עור עמום תוך שבועיים, ללא בישום בכלל ולכל סוגי העור';
    // With its comma the first half would be 43 columns, one too many.
    expect(captionPhrases(hebrew, 'he')).toEqual([
      'סרום ויטמין סי שמבהיר עור עמום תוך',
      'שבועיים, ללא בישום בכלל ולכל סוגי העור',
    ]);
  });

  it('never cuts between a number and its unit: each phrase is shown and said on its own', () => {
    // The most even cut of these two phrases falls between "30" and "ml".
    expect(captionPhrases('Each of the two bottles holds 30 ml and lasts about two months', 'en')).toEqual([
      'Each of the two bottles holds',
      '30 ml and lasts about two months',
    ]);
  });

  it('keeps a word longer than a whole caption whole: no word is spoken or shown in halves', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    expect(captionPhrases(`Say ${word} now`, 'en')).toEqual(['Say', word, 'now']);
  });

  it('splits Japanese and Chinese between the words Intl.Segmenter finds, not inside one', () => {
    const japanese = '陶器のコーヒーカップ、北欧デザインの木製トレイ付き。電子レンジと食洗機に対応しています';
    const chinese = '陶瓷咖啡杯，容量三百五十毫升，适用于微波炉和洗碗机，北欧设计的木质托盘';
    for (const [text, locale] of [
      [japanese, 'ja'],
      [chinese, 'zh'],
    ] as const) {
      const phrases = captionPhrases(text, locale, 20);
      expect(phrases.length).toBeGreaterThan(1);
      expect(phrases.join('')).toBe(text);
      const boundaries = new Set(
        [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((s) => s.index),
      );
      let offset = 0;
      for (const phrase of phrases) {
        expect(boundaries.has(offset)).toBe(true);
        offset += phrase.length;
      }
    }
  });
});
