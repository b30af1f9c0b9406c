import { MOST_REVEAL_STEPS, revealSteps, revealTimes, spokenWords } from './text-reveal.js';

const enter = { effect: 'fade' as const, at: 0.5, duration: 1 };

describe('word-by-word reveal', () => {
  it('adds a word a step, with what follows it up to the next word, line by line', () => {
    const steps = revealSteps(['Bold, bright', 'mug – 50 %!'], 'en');
    expect(steps.map((step) => step.text)).toEqual([
      'Bold,',
      'Bold, bright',
      'Bold, bright mug –',
      'Bold, bright mug – 50 %!',
    ]);
    expect(steps.map(({ line, end }) => [line, end])).toEqual([
      [0, 5],
      [0, 12],
      [1, 5],
      [1, 11],
    ]);
  });

  it('keeps words joined by a hyphen or an apostrophe together', () => {
    expect(revealSteps(["Hand-glazed travel mug, l'original"], 'en').map((step) => step.text)).toEqual([
      'Hand-glazed',
      'Hand-glazed travel',
      'Hand-glazed travel mug,',
      "Hand-glazed travel mug, l'original",
    ]);
  });

  it('finds the words of a script written without spaces', () => {
    expect(revealSteps(['ซื้อเลยตอนนี้'], 'th').map((step) => step.added[0])).toEqual(['ซื้อ', 'เลย', 'ตอน', 'นี้']);
  });

  it(`reveals a long text in at most ${MOST_REVEAL_STEPS} steps, the last showing it all`, () => {
    const line = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const steps = revealSteps([line], 'en');
    expect(steps).toHaveLength(MOST_REVEAL_STEPS);
    expect(steps.at(-1)!.text).toBe(line);
    expect(steps.flatMap((step) => step.added)).toHaveLength(60);
  });

  it('shows each word as the voice says it when the voice says the text in its scene', () => {
    const steps = revealSteps(['Keramik Tasse', 'Nord'], 'de');
    // Scene starts 2 s into the video; the phrase "Die Keramik Tasse Nord" is said from 2.5 s to 4.5 s.
    const spoken = spokenWords([{ text: 'Die Keramik Tasse Nord', startSeconds: 2.5, endSeconds: 4.5 }], 'de', 2);
    const times = revealTimes(steps, enter, spoken, 'de', 5);
    // Each word at its share of the phrase's letters: Keramik at 4/22 of 2 s, less the scene's 2 s.
    expect(times.map((t) => Math.round(t * 100) / 100)).toEqual([0.86, 1.59, 2.14]);
  });

  it('spreads the words evenly over the entrance when the voice does not say them in the scene', () => {
    const steps = revealSteps(['Keramik Tasse Nord'], 'de');
    const elsewhere = spokenWords([{ text: 'Keramik Tasse Nord', startSeconds: 9, endSeconds: 10 }], 'de', 2);
    expect(revealTimes(steps, enter, elsewhere, 'de', 5)).toEqual([0.5, 0.5 + 1 / 3, 0.5 + 2 / 3]);
    expect(revealTimes(steps, enter, [], 'de', 5)).toEqual([0.5, 0.5 + 1 / 3, 0.5 + 2 / 3]);
  });
});
