import { LANGUAGES, SUPPORTED_LANGUAGES, type Language, type Price } from '@reelsmith/contracts';
import {
  arrangedTemplate,
  intersects,
  loadTemplates,
  mirroredBox,
  resolvePalette,
  type TemplateDefinition,
} from '@reelsmith/templates';
import { LONG_NAMES as NAMES, namesOf } from '../validation/sample-content.js';
import { contentLookup } from './content.js';
import { layoutScenes } from './scene-layout.js';

/**
 * The ad check: every built-in template, in every language, with product names of one word to
 * 200 characters (quantities inside), captions on and off, laid out by the code that draws:
 * no caption region meets a text or the product, names are shortened only between words and
 * never inside a quantity, no two texts of a scene read alike, and right to left is a mirror.
 */

// A name in the square's second scene, beside the product: at 4 % of the frame's side it still
// reads as the product's name on a phone; below, as small print.
const READABLE_NAME_PX = 44;
// A name that is its scene's headline (the vertical's and the landscape's opening) reads as one
// from 60 px on a 1080 px side; three to five lines at 44 px read as small print.
const HEADLINE_NAME_PX = 60;
// A price reads at a glance from 36 px on a 1080 px side (the floor the vertical and the
// landscape set their prices' min_size to); the square's round badge drew French "Seulement
// 79,90 €" and Arabic "79.90 ر.س." at 30 px.
const READABLE_PRICE_PX = 36;
// Prices of up to six digits ("79,90 €", "1 299,90 €", "¥129,990"), in currencies written
// with a symbol, a code, right-to-left letters or no decimals.
const PRICES = ['eur', 'usd', 'jpy', 'krw', 'sar', 'irr', 'ils', 'inr', 'rub'].flatMap((currency) =>
  [7990, 129_990].map((amount) => ({ amount, currency })),
);

const DIGIT = /\p{Nd}/u;
const UNIT_AFTER = /^[\s\u00A0]*[\p{L}\p{Sc}%]{1,4}(?![\p{L}])|^[\s\u00A0]*[×x]\s*\p{Nd}/u;

/** Whether `drawn` is `source` cut honestly: a prefix ending between words, not in a quantity. */
function honestCut(source: string, drawn: string, locale: string): boolean {
  const ellipsis = drawn.search(/…[)\]）］」』】]*$/u);
  if (ellipsis < 0) return drawn === source || drawn === source.toLocaleUpperCase(locale);
  const kept = drawn.slice(0, ellipsis);
  const start = source.slice(0, kept.length);
  if (start !== kept && start.toLocaleUpperCase(locale) !== kept) return false;
  const ends = new Set(
    [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(source)].map((s) => s.index + s.segment.length),
  );
  const rest = source.slice(kept.length);
  const inQuantity = DIGIT.test(kept.slice(-1)) && UNIT_AFTER.test(rest);
  return ends.has(kept.length) && !inQuantity;
}

describe('the ad check', () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
  });

  const layoutOf = (
    template: TemplateDefinition,
    language: Language,
    name: string,
    captions: boolean,
    price: Price = { amount: 7990, currency: 'eur' },
  ) => {
    const direction = LANGUAGES[language].direction;
    const arranged = arrangedTemplate(template, { captions, direction });
    const userPrompt = { voiceover: captions, captions };
    const lookup = contentLookup({ name, description: `${name}. ${name}`, price }, userPrompt, language);
    const palette = resolvePalette(arranged.palette, userPrompt);
    return { arranged, layout: layoutScenes({ template: arranged, palette, lookup, language, direction }), lookup };
  };

  it('lays out every template in every language with any name: room for captions, honest cuts, no repeats, mirrored right to left', () => {
    const failures: string[] = [];
    for (const template of templates) {
      for (const language of SUPPORTED_LANGUAGES) {
        for (const name of namesOf(language)) {
          for (const captions of [true, false]) {
            const { arranged, layout } = layoutOf(template, language, name, captions);
            const where = `${template.name} ${language} (${name.length} chars, captions ${captions ? 'on' : 'off'})`;
            arranged.scenes.forEach((scene, s) => {
              const texts = layout.texts[s]!;
              const region = scene.captions?.box;
              if (captions && region) {
                for (const text of texts)
                  if (intersects(region, text.placement.ink)) failures.push(`${where}: caption over ${text.name}`);
                if (scene.product && intersects(region, scene.product.box))
                  failures.push(`${where}: caption over the product`);
              }
              for (const text of texts) {
                const ink = text.placement.ink;
                if (ink.x < -1 || ink.y < -1 || ink.x + ink.width > arranged.width + 1)
                  failures.push(`${where}: ${text.name} leaves the frame`);
                if (text.name === 'name' || text.name === 'headline') {
                  if (!honestCut(text.request.text, text.placement.text, language))
                    failures.push(`${where}: ${text.name} cut dishonestly: "${text.placement.text}"`);
                }
              }
              const strings = texts.map((text) =>
                text.placement.text.replace(/…[)\]）］」』】]*$/u, '').toLocaleLowerCase(language),
              );
              if (new Set(strings).size !== strings.length) failures.push(`${where}: scene ${s + 1} repeats a text`);
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('mirrors every box, the product and every shape for Arabic, Persian and Hebrew', () => {
    for (const template of templates) {
      for (const language of ['ar', 'fa', 'he'] as const) {
        for (const captions of [true, false]) {
          const ltr = arrangedTemplate(template, { captions, direction: 'ltr' });
          const rtl = arrangedTemplate(template, { captions, direction: 'rtl' });
          rtl.scenes.forEach((scene, s) => {
            const original = ltr.scenes[s]!;
            expect(scene.texts.map((t) => t.box)).toEqual(
              original.texts.map((t) => mirroredBox(t.box, template.width)),
            );
            expect(scene.product?.box).toEqual(original.product && mirroredBox(original.product.box, template.width));
            expect(scene.shapes?.map((shape) => shape.box)).toEqual(
              original.shapes?.map((shape) => mirroredBox(shape.box, template.width)),
            );
            expect(scene.captions?.box).toEqual(
              original.captions && mirroredBox(original.captions.box, template.width),
            );
          });
          const { layout, arranged } = layoutOf(template, language, namesOf(language)[0]!, captions);
          // A start-aligned text (a badge, a price, a name) ends at its box's right edge.
          arranged.scenes.forEach((_, s) => {
            for (const text of layout.texts[s]!) {
              if (text.element.align !== 'start') continue;
              const { ink } = text.placement;
              expect(Math.abs(ink.x + ink.width - (text.element.box.x + text.element.box.width))).toBeLessThan(2);
            }
          });
        }
      }
    }
  });

  it('keeps a quantity whole when it shortens ("350 ml" is never "35…")', () => {
    const { layout } = layoutOf(
      templates.find((t) => t.width > t.height)!,
      'de',
      NAMES.Latin,
      true,
    );
    const drawn = layout.texts.flat().map((text) => text.placement.text);
    expect(drawn.some((text) => text.endsWith('…'))).toBe(true);
    for (const text of drawn) expect(text).not.toMatch(/\p{Nd}…$|\p{Nd} ?[×x]…$/u);
  });

  it('shows a long name once per scene: the square headline falls back to its first clause', () => {
    const square = templates.find((t) => t.width === t.height)!;
    const { layout } = layoutOf(square, 'en', NAMES.Latin, true);
    const headline = layout.texts[0]!.find((text) => text.name === 'headline')!;
    expect(headline.placement.text).toBe('Hand-glazed ceramic travel mug');
    expect(layout.warnings).toContainEqual(expect.objectContaining({ code: 'text_shortened', element: 'headline' }));
  });

  it("draws a long name at a readable size: the square's second scene shows its first clause rather than small type", () => {
    const square = templates.find((t) => t.width === t.height)!;
    const small: string[] = [];
    for (const language of SUPPORTED_LANGUAGES) {
      for (const name of namesOf(language).slice(1)) {
        for (const captions of [true, false]) {
          const { layout } = layoutOf(square, language, name, captions);
          const drawn = layout.texts[1]!.find((text) => text.name === 'name')!;
          if (drawn.placement.layout.sizePx < READABLE_NAME_PX)
            small.push(`${language} (${name.length} chars): ${drawn.placement.layout.sizePx} px`);
        }
      }
    }
    expect(small).toEqual([]);
    const { layout } = layoutOf(square, 'en', NAMES.Latin, true);
    expect(layout.texts[1]!.find((text) => text.name === 'name')!.placement.text).toBe(
      'Hand-glazed ceramic travel mug',
    );
  });

  it("opens the vertical and the landscape with the name as a headline: a long name's first clause, large; the whole name on the end card", () => {
    const small: string[] = [];
    for (const template of templates.filter((t) => t.width !== t.height)) {
      for (const language of SUPPORTED_LANGUAGES) {
        for (const name of namesOf(language).slice(1)) {
          for (const captions of [true, false]) {
            const { layout } = layoutOf(template, language, name, captions);
            const drawn = layout.texts[0]!.find((text) => text.name === 'name')!;
            if (drawn.placement.layout.sizePx < HEADLINE_NAME_PX)
              small.push(`${template.name} ${language} (${name.length} chars): ${drawn.placement.layout.sizePx} px`);
          }
        }
      }
      const { layout } = layoutOf(template, 'en', NAMES.Latin, true);
      expect(layout.texts[0]!.find((text) => text.name === 'name')!.placement.text).toBe(
        'Hand-glazed ceramic travel mug',
      );
      const endCard = layout.texts[1]!.find((text) => text.name === 'name')!;
      expect(endCard.request.text).toBe(NAMES.Latin);
      expect(endCard.placement.text).toMatch(/^Hand-glazed ceramic travel mug, 350 ml, /);
    }
    expect(small).toEqual([]);
  });

  it('draws every price whole at a readable size, in every template, language and currency', () => {
    const small: string[] = [];
    for (const template of templates) {
      for (const language of SUPPORTED_LANGUAGES) {
        for (const price of PRICES) {
          // With captions on, as the price's boxes are then the smaller ones.
          const { layout } = layoutOf(template, language, 'Mug', true, price);
          for (const text of layout.texts.flat()) {
            if (text.name !== 'price') continue;
            const { sizePx, truncated } = text.placement.layout;
            if (sizePx < READABLE_PRICE_PX || truncated)
              small.push(`${template.name} ${language}: ${JSON.stringify(text.placement.text)} at ${sizePx} px`);
          }
        }
      }
    }
    expect(small).toEqual([]);
  });
});
