import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { fillPlaceholders, isPhraseKey, loadTemplates, phrase, type Language } from '@reelsmith/templates';
import { drawTextLayer } from '../drawing/text-layer.js';

// Below this share of the English size a phrase reads as squeezed (a call to action three
// times the English length lands near a third). The tightest today: French "Seulement" in the
// square template's round price badge, at 73 % of the size of "Only" (docs/languages.md).
const SMALLEST_SHARE_OF_ENGLISH = 0.45;

/** The built-in texts that show a fixed phrase, with the rest (a price) the same in every language. */
async function phraseTexts() {
  const templates = await loadTemplates();
  return templates.flatMap((template) =>
    template.scenes.flatMap((scene) =>
      scene.texts
        .filter((element) => element.text.includes('{{phrase.') || element.text.includes('|phrase.'))
        .map((element) => ({ template: template.name, element })),
    ),
  );
}

function fill(text: string, language: Language): string {
  const filled = fillPlaceholders(text, (ref) => {
    const [scope, key = ''] = ref.split('.', 2);
    if (scope === 'phrase' && isPhraseKey(key)) return phrase(language, key);
    return ref === 'user_prompt.price' ? '$49' : undefined;
  });
  return filled!;
}

describe('fixed phrases in the built-in templates', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'fit their boxes in %s, uncut and not much smaller than in English',
    async (language) => {
      const texts = await phraseTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const { template, element } of texts) {
        const draw = (code: Language) =>
          drawTextLayer({ text: fill(element.text, code), element, colour: '#FFFFFF', locale: code }).layout;
        const { sizePx, truncated } = draw(language);
        const where = `${template}: ${fill(element.text, language)}`;
        const squeezed = sizePx < SMALLEST_SHARE_OF_ENGLISH * draw('en').sizePx;
        expect({ where, truncated, squeezed }).toEqual({ where, truncated: false, squeezed: false });
      }
    },
  );
});
