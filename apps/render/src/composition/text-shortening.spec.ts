import { cutPoints, sameWords, shortenedAt } from './text-shortening.js';

const cuts = (text: string, locale = 'en') => cutPoints(text, locale).map((point) => shortenedAt(text, point));

describe(cutPoints.name, () => {
  it('cuts between words, never inside a quantity ("350 ml", "2 × 1,5 kg")', () => {
    expect(cuts('Mug 350 ml (set of 2 × 1,5 kg) white')).toEqual([
      'Mug…',
      'Mug 350 ml…',
      'Mug 350 ml (set…',
      'Mug 350 ml (set of…',
      'Mug 350 ml (set of 2 × 1,5 kg…',
    ]);
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
  });
});
