import { cutPoints, sameWords, shortenedAt, showsStartOf } from './text-shortening.js';

const cuts = (text: string, locale = 'en') => cutPoints(text, locale).map((point) => shortenedAt(text, point));

describe(cutPoints.name, () => {
  it('cuts between words, never inside a quantity ("350 ml", "2 × 1,5 kg")', () => {
    expect(cuts('Mug 350 ml (set of 2 × 1,5 kg) white')).toEqual([
      'Mug…',
      'Mug 350 ml…',
      'Mug 350 ml (set…)',
      'Mug 350 ml (set of…)',
      'Mug 350 ml (set of 2 × 1,5 kg…)',
    ]);
  });

  // The contact sheet's names, one per script: every cut ends on a word, an ellipsis, and the
  // brackets it opened closed; never on a comma, a dash, a colon or an opening bracket.
  it.each([
    ['en', 'Travel mug, 350 ml, double-walled (set of 2 × 1,5 kg gift box) – dishwasher safe: keeps coffee hot'],
    ['de', 'Reisebecher, 350 ml (Set mit 2 × 1,5 kg Geschenkbox) – spülmaschinenfest, hält Kaffee heiß'],
    ['ru', 'Дорожная кружка, 350 мл (набор 2 × 1,5 кг) – можно мыть в посудомоечной машине'],
    ['ar', 'كوب سفر من السيراميك، 350 مل (مجموعة 2 × 1,5 كغ) – آمن في غسالة الصحون'],
    ['he', 'ספל נסיעות קרמי, 350 מ"ל (סט של 2 × 1,5 ק"ג) – מתאים למדיח כלים'],
    ['th', 'แก้วเดินทางเซรามิก 350 มล. (ชุด 2 × 1,5 กก.) – ล้างในเครื่องล้างจานได้'],
    ['zh', '手工上釉陶瓷旅行杯，350毫升（2 × 1,5 公斤礼盒套装）——可用洗碗机清洗'],
    ['ja', '陶器のトラベルマグ、350ml（2 × 1,5 kgギフトセット）――食洗機対応'],
  ])('ends every cut of a %s name cleanly', (locale, text) => {
    for (const shortened of cuts(text, locale)) {
      expect(shortened).toMatch(/…[)）]?$/u);
      expect(shortened).not.toMatch(/[\s,;:،、，：\-–—―(（]…/u);
      const opened = (shortened.match(/[(（]/gu) ?? []).length;
      expect((shortened.match(/[)）]/gu) ?? []).length).toBe(opened);
    }
  });

  it('marks the ends of clauses, the Arabic comma among them', () => {
    const text = 'كوب سفر، 350 مل';
    const clauses = cutPoints(text, 'ar').filter((point) => point.clause);
    expect(clauses.map((point) => shortenedAt(text, point))).toEqual(['كوب سفر…']);
  });

  it('cuts Thai and Chinese between the words a segmenter finds', () => {
    for (const shortened of cuts('แก้วเดินทางเซรามิก', 'th')) expect(shortened).toMatch(/^แก้ว/u);
    expect(cuts('陶瓷马克杯，350毫升', 'zh')).toEqual(['陶瓷…', '陶瓷马克杯…']);
  });
});

describe(sameWords.name, () => {
  it('reads a price alike with or without its bidi marks, line break and no-break space', () => {
    expect(sameWords('רק\n\u200F79.90\u00A0\u200F₪', 'רק 79.90 ₪', 'he')).toBe(true);
    expect(sameWords('Jetzt kaufen', 'Jetzt kaufen…', 'de')).toBe(true);
    expect(sameWords('Jetzt kaufen', 'Kaufen', 'de')).toBe(false);
    expect(sameWords('Mug (set of 2…)', 'Mug (set of 2', 'en')).toBe(true);
    expect(sameWords('ΠΕΡΙΟΡΙΣΜΕΝΗ ΠΡΟΣΦΟΡΑ', 'Περιορισμένη προσφορά', 'el')).toBe(true);
  });
});

describe(showsStartOf.name, () => {
  it("reads a line's first clause or its shortened start as showing it, only up to a word's end", () => {
    const name = 'Keramiktasse Nord, spülmaschinenfest und mikrowellengeeignet';
    expect(sameWords('Keramiktasse Nord,', 'Keramiktasse Nord', 'de')).toBe(true);
    expect(showsStartOf('Keramiktasse Nord', name, 'de')).toBe(true);
    expect(showsStartOf('Keramiktasse Nord, spülmaschinenfest…', name, 'de')).toBe(true);
    expect(showsStartOf(name, name, 'de')).toBe(true);
    expect(showsStartOf('Keramiktasse No', name, 'de')).toBe(false);
    expect(showsStartOf('spülmaschinenfest', name, 'de')).toBe(false);
    expect(showsStartOf('手工上釉陶瓷旅行杯', '手工上釉陶瓷旅行杯，350毫升', 'zh')).toBe(true);
  });
});
