import { LANGUAGES, OUTPUT_PROFILES, type Language, type OutputProfile } from '@reelsmith/contracts';
import {
  arrangedTemplate,
  contains,
  fittedToProfiles,
  intersects,
  keepsOwnLayout,
  loadTemplates,
  profileSafeArea,
  profilesBySize,
  resolvePalette,
  sameSizeProfiles,
  slideDistanceOf,
  sweptBox,
  type Box,
  type TemplateDefinition,
} from '@reelsmith/templates';
import { LONG_NAMES as NAMES, namesOf } from '../validation/sample-content.js';
import { contentLookup } from './content.js';
import { layoutScenes } from './scene-layout.js';
import { drawWatermark } from './watermark-layer.js';

/**
 * The publish profiles' layouts, as the code that draws lays them out: every built-in template
 * in every language, with the longest names, captions on and off, fitted to each profile size.
 * Nothing that must be read — a text's ink, a caption's region, the product, the watermark —
 * enters any platform's covered margins at any moment of its moves, and type stays readable.
 */

// What a viewer must read at a glance (a name, a price, a button) keeps at least half its size
// in the template's own layout, and 24 px on a 1080 px short side (a story button's label).
const READ_AT_A_GLANCE = new Set(['name', 'headline', 'price', 'cta']);
const KEPT_SIZE = 0.5;
const READABLE_PX = 24;

// The scripts whose texts lay out most differently (German's long words, right to left in two
// scripts, CJK without spaces, Devanagari's and Thai's tall marks): the layout is fitted to the
// boxes, so the other languages of a script change nothing here (the ad check covers them all).
const LANGUAGES_TRIED = ['en', 'de', 'ar', 'he', 'ja', 'hi', 'th'] as const;

const round = (box: Box) =>
  `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;

function ownLayout(template: TemplateDefinition, language: Language, name: string, captions: boolean) {
  const direction = LANGUAGES[language].direction;
  const arranged = arrangedTemplate(template, { captions, direction });
  return layoutOf(arranged, language, name, captions);
}

function layoutOf(template: TemplateDefinition, language: Language, name: string, captions: boolean) {
  const direction = LANGUAGES[language].direction;
  const userPrompt = { voiceover: captions, captions };
  const lookup = contentLookup(
    { name, description: `${name}. ${name}`, price: { amount: 7990, currency: 'eur' } },
    userPrompt,
    language,
  );
  const palette = resolvePalette(template.palette, userPrompt);
  return layoutScenes({ template, palette, lookup, language, direction });
}

function fittedLayout(
  template: TemplateDefinition,
  language: Language,
  name: string,
  captions: boolean,
  profile: OutputProfile = 'tiktok',
) {
  const direction = LANGUAGES[language].direction;
  const arranged = arrangedTemplate(template, { captions, direction });
  const fitted = fittedToProfiles(arranged, [profile], { captions, watermark: true, direction });
  return { fitted, layout: layoutOf(fitted, language, name, captions) };
}

describe('publish profile layouts', () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
  });

  it("keeps every text, caption, product and watermark out of every platform's interface, in every template and size, in seven scripts", () => {
    const failures: string[] = [];
    for (const template of templates) {
      for (const [profile] of profilesBySize(OUTPUT_PROFILES)) {
        const areas = sameSizeProfiles(profile!).map((p) => ({ profile: p, area: profileSafeArea(p) }));
        for (const language of LANGUAGES_TRIED) {
          for (const captions of [true, false]) {
            const { fitted, layout } = fittedLayout(template, language, namesOf(language).at(-1)!, captions, profile);
            const distance = slideDistanceOf(fitted);
            const where = `${template.name} as ${profile} ${language} (captions ${captions ? 'on' : 'off'})`;
            const read: Array<{ what: string; box: Box }> = [];
            fitted.scenes.forEach((scene, s) => {
              for (const text of layout.texts[s]!)
                read.push({
                  what: `scene ${s} ${text.name}`,
                  box: sweptBox(text.element, text.placement.ink, distance),
                });
              if (scene.product)
                read.push({ what: `scene ${s} product`, box: sweptBox(scene.product, scene.product.box, distance) });
              scene.images?.forEach((image, i) =>
                read.push({ what: `scene ${s} image ${i}`, box: sweptBox(image, image.box, distance) }),
              );
              if (captions && scene.captions) {
                read.push({ what: `scene ${s} captions`, box: scene.captions.box });
                for (const text of layout.texts[s]!)
                  if (intersects(scene.captions.box, text.placement.ink))
                    failures.push(`${where}: scene ${s} caption region over ${text.name}`);
              }
            });
            const mark = drawWatermark(fitted, language);
            const watermark = { x: mark.x, y: mark.y, width: mark.picture.width, height: mark.picture.height };
            for (const { what, box } of read) {
              if (intersects(watermark, box)) failures.push(`${where}: the watermark meets ${what}`);
            }
            for (const { what, box } of [...read, { what: 'watermark', box: watermark }]) {
              for (const { profile: p, area } of areas)
                if (!contains(area, box)) failures.push(`${where}: ${what} (${round(box)}) enters ${p}'s interface`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('draws names, prices and buttons at a readable size in every profile: columns stacked rather than shrunk when the frame is much taller', () => {
    const small: string[] = [];
    for (const template of templates) {
      for (const language of ['en', 'ar', 'ja', 'hi'] as const) {
        // The template's own layout is the same for every profile: laid out once.
        const own = ownLayout(template, language, NAMES.Latin, true).texts;
        for (const [profile] of profilesBySize(OUTPUT_PROFILES)) {
          fittedLayout(template, language, NAMES.Latin, true, profile).layout.texts.forEach((texts, s) => {
            for (const text of texts) {
              if (!READ_AT_A_GLANCE.has(text.name)) continue;
              const size = text.placement.layout.sizePx;
              const designed = own[s]!.find((other) => other.name === text.name)!.placement.layout.sizePx;
              if (size < READABLE_PX || size < designed * KEPT_SIZE)
                small.push(`${template.name} as ${profile} ${language}: ${text.name} at ${size} px (${designed} px)`);
            }
          });
        }
      }
    }
    expect(small).toEqual([]);
  });

  it('leaves a template laid out clear of the platforms where it is, at its size: the built-in vertical, both ways, captions on and off', () => {
    const vertical = templates.find((t) => t.height > t.width)!;
    const placed = (template: TemplateDefinition) =>
      template.scenes.map((scene) => ({
        texts: scene.texts.map((text) => ({ box: text.box, size: text.size })),
        product: scene.product?.box,
        shapes: scene.shapes?.map((shape) => shape.box),
        captions: scene.captions?.box,
      }));
    for (const direction of ['ltr', 'rtl'] as const) {
      for (const captions of [true, false]) {
        const arranged = arrangedTemplate(vertical, { captions, direction });
        const options = { captions, watermark: true, direction };
        expect(keepsOwnLayout(arranged, sameSizeProfiles('tiktok'), options)).toBe(true);
        const fitted = fittedToProfiles(arranged, ['reels'], options);
        expect(fitted.fitted!.scale).toBe(1);
        expect(placed(fitted)).toEqual(placed(arranged));
      }
    }
    // A text lowered into Reels' bottom 35 % moves the layout.
    const lowered = structuredClone(vertical);
    lowered.scenes[1]!.texts.at(-1)!.box.y = 1400;
    const arranged = arrangedTemplate(lowered, { captions: false, direction: 'ltr' });
    const options = { captions: false, watermark: false, direction: 'ltr' } as const;
    expect(keepsOwnLayout(arranged, ['reels'], options)).toBe(false);
    expect(fittedToProfiles(arranged, ['reels'], options).fitted!.scale).toBeLessThan(1);
  });
});
