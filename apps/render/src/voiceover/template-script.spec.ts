import { loadTemplates, timelineOf, type TemplateDefinition } from '@reelsmith/templates';
import { contentLookup } from '../composition/content.js';
import { templateScript, voiceWarnings } from './template-script.js';
import type { VoicePlan } from './voice-plan.js';

describe(templateScript.name, () => {
  let landscape: TemplateDefinition;
  beforeAll(async () => {
    landscape = (await loadTemplates()).find((t) => t.width > t.height)!;
  });
  const lookup = (name: string) => contentLookup({ name, price: { amount: 1990, currency: 'eur' } }, {}, 'en');
  const NO_CAPTIONS = { language: 'en' as const, captions: false, sceneTexts: [] };

  it("gives each line its scene's seconds, and the call to action only once its button has entered", () => {
    const lines = templateScript(landscape, timelineOf(landscape), lookup('Mug'), NO_CAPTIONS);
    // No headline and no description: those lines are left out.
    expect(lines.map((line) => [line.text, line.from, line.to, line.element])).toEqual([
      ['New', 0, 7.6, 'voiceover[0]'],
      ['Mug', 0, 7.6, 'voiceover[1]'],
      ['Only €19.90', 0, 7.6, 'voiceover[4]'],
      ['Limited offer', 7.6, 15, 'voiceover[8]'],
      // The second scene starts at 7.2 s; its button enters at 1.5 s for 0.7 s.
      ['Shop now', expect.closeTo(9.4, 6), 15, 'voiceover[9]'],
    ]);
  });

  it('with captions burned in, says first what the scene does not show, and drops a line its texts say first', () => {
    const product = {
      name: 'Mug',
      description: 'Keeps coffee hot, for hours',
      price: { amount: 1990, currency: 'eur' },
    };
    const sceneTexts = [
      ['New', 'Mug', '€19.90'],
      ['Mug', 'Keeps coffee hot, for hours', 'Shop now'],
    ];
    const lines = templateScript(landscape, timelineOf(landscape), contentLookup(product, {}, 'en'), {
      language: 'en',
      captions: true,
      sceneTexts,
    });
    // Each scene opens with a caption while its texts enter; the badge and the name follow.
    expect(lines.map((line) => [line.text, line.group, line.priority])).toEqual([
      ['Keeps coffee hot', 0, 3],
      ['Limited offer', 0, 4],
      ['New', 0, 5],
      ['Mug', 0, 5],
      // Told where no price shows, with its currency named as it is said.
      ['Only 19.90 euros', 1, 2],
      // The call to action keeps its rank: it is said while its button shows, caption or not.
      ['Shop now', 1, 1],
    ]);
  });

  it('reads an older script of bare sentences as lines that may fall anywhere', () => {
    const old = { ...landscape, voiceover: ['{{product.name}}', '{{phrase.shop_now}}'] };
    expect(
      templateScript(old, timelineOf(old), lookup('Mug'), NO_CAPTIONS).map(({ from, to, group }) => [from, to, group]),
    ).toEqual([
      [0, 15, undefined],
      [0, 15, undefined],
    ]);
  });
});

describe(voiceWarnings.name, () => {
  const lines = [
    { text: 'A very long name', priority: 2, from: 0, to: 7, element: 'voiceover[1]' },
    { text: 'Shop now', priority: 1, from: 9, to: 15, element: 'voiceover[6]' },
  ];
  const plan: VoicePlan = {
    kept: [1],
    dropped: [0],
    rates: [undefined, 1.15],
    starts: [undefined, 10],
    longestSilence: 2,
  };

  it('reports a dropped line, a faster pace and a poor voice, each naming its element', () => {
    expect(voiceWarnings(lines, plan, { name: 'eSpeak Thai', quality: 'poor' })).toEqual([
      { code: 'voice_lines_dropped', message: expect.stringContaining('A very long name'), element: 'voiceover[1]' },
      { code: 'voice_sped_up', message: expect.stringContaining('1.15×'), element: 'voiceover[6]' },
      { code: 'voice_quality_poor', message: expect.stringContaining('Thai'), element: 'voiceover' },
    ]);
  });

  it('reports nothing when the script fit at its natural pace in a good voice', () => {
    expect(
      voiceWarnings(
        lines,
        { ...plan, dropped: [], kept: [0, 1], rates: [1, 0.9] },
        { name: 'eSpeak German', quality: 'good' },
      ),
    ).toEqual([]);
  });
});
