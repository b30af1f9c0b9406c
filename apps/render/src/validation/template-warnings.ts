import {
  OUTPUT_PROFILES,
  SUPPORTED_LANGUAGES,
  type Language,
  type Script,
  type TemplateIssue,
} from '@reelsmith/contracts';
import {
  PROFILE_FRAMES,
  contains,
  fillPlaceholders,
  isAssetFont,
  profileSafeArea,
  type Box,
  type TemplateDefinition,
  type TextElement,
} from '@reelsmith/templates';
import { fontKey, fontScripts, scriptsIn } from '../drawing/fonts.js';
import { textFitsWhole } from '../drawing/text-layer.js';
import { sampleLookup } from './sample-content.js';

/**
 * Likely mistakes in a valid template, found by the code that draws it: a text that the render
 * would shorten (placeText's own fitting, with long content in every language), a font without
 * the glyphs of a language's script, a shape that never shows. Params are the flat template's
 * (`scenes.0.texts.2.box`).
 */

export const TEMPLATE_WARNING_CODES = [
  'text_would_be_shortened',
  'font_missing_glyphs',
  'shape_outside_frame',
  'safe_zone',
] as const;
export type TemplateWarningCode = (typeof TEMPLATE_WARNING_CODES)[number];

export interface WarningOptions {
  /** The languages a video of the template may be made in: all of them. */
  languages?: readonly Language[];
  /** The writing systems a font draws (its fallbacks included). */
  scriptsOf?: (font: TextElement['font']) => ReadonlySet<Script>;
}

const warning = (code: TemplateWarningCode, param: string, message: string): TemplateIssue => ({
  code,
  message,
  param,
});

// Whether a text fits whole, by the element's style and box, then by the text: a template
// repeats its styles and its phrases, and an edited template validated again repeats almost
// everything. Bounded: emptied when full.
const FITS = new Map<string, Map<string, boolean>>();
const FITS_LIMIT = 20_000;

/** What decides whether a text fits an element: its style and its box's size, not its place. */
function fittingKey(element: TextElement): string {
  const { font, weight, size, min_size, max_lines, line_height, letter_spacing, uppercase, panel, box } = element;
  const panelKey = panel && [panel.shape, panel.padding.x, panel.padding.y];
  return JSON.stringify([
    font,
    weight,
    size,
    min_size,
    max_lines,
    line_height,
    letter_spacing,
    uppercase,
    panelKey,
    box.width,
    box.height,
  ]);
}

/** Answers whether texts fit one element, from the cache or by placeText's own fitting. */
function fitterFor(element: TextElement): (text: string, language: Language) => boolean {
  const key = fittingKey(element);
  let known = FITS.get(key);
  if (!known) {
    if (FITS.size >= FITS_LIMIT) FITS.clear();
    known = new Map();
    FITS.set(key, known);
  }
  const results = known;
  return (text, language) => {
    // Capitals follow the language (Turkish İ); otherwise the same string fits the same way.
    const textKey = element.uppercase ? `${language}|${text}` : text;
    let fits = results.get(textKey);
    if (fits === undefined) {
      fits = textFitsWhole({ text, element, colour: '#000000', locale: language });
      results.set(textKey, fits);
    }
    return fits;
  };
}

const listed = (languages: Language[]) =>
  languages.length > 6 ? `${languages.slice(0, 6).join(', ')} and ${languages.length - 6} more` : languages.join(', ');

/**
 * Texts filled with every language's sample content, each distinct source string once, kept
 * between validations (an edited template repeats its sources). Bounded: emptied when full.
 */
class SampleTexts {
  private static readonly LIMIT = 20_000;
  private static readonly byLanguages = new Map<string, SampleTexts>();

  /** The samples of these languages, shared by every validation that asks for them. */
  static of(languages: readonly Language[]): SampleTexts {
    const key = languages.join();
    let samples = SampleTexts.byLanguages.get(key);
    if (!samples) {
      samples = new SampleTexts(languages);
      SampleTexts.byLanguages.set(key, samples);
    }
    return samples;
  }

  private readonly lookups: Array<{ language: Language; lookup: (ref: string) => string | undefined }>;
  private readonly filled = new Map<string, Array<string | null>>();

  private constructor(readonly languages: readonly Language[]) {
    this.lookups = languages.map((language) => ({ language, lookup: sampleLookup(language) }));
  }

  /** Per language (in `languages`' order), the text drawn from `source`, or null when it is left out. */
  of(source: string): Array<string | null> {
    let texts = this.filled.get(source);
    if (!texts) {
      texts = this.lookups.map(({ lookup }) => fillPlaceholders(source, lookup));
      if (this.filled.size >= SampleTexts.LIMIT) this.filled.clear();
      this.filled.set(source, texts);
    }
    return texts;
  }
}

/** A text whose box holds the long content of some language only shortened (its short form too). */
function shorteningWarnings(template: TemplateDefinition, samples: SampleTexts): TemplateIssue[] {
  const warnings: TemplateIssue[] = [];
  template.scenes.forEach((scene, s) => {
    scene.texts.forEach((text, t) => {
      const sources = samples.of(text.text);
      const shorts = text.short === undefined ? undefined : samples.of(text.short);
      const boxes: Array<['box' | 'captions_box', Box]> = [['box', text.box]];
      if (text.captions_box) boxes.push(['captions_box', text.captions_box]);
      for (const [field, box] of boxes) {
        const fits = fitterFor({ ...text, box });
        const shortened = samples.languages.filter((language, l) => {
          const source = sources[l];
          if (source === null || source === undefined || fits(source, language)) return false;
          const short = shorts?.[l];
          return !(short && short !== source && fits(short, language));
        });
        if (shortened.length === 0) continue;
        const when = field === 'captions_box' ? ' with captions on' : '';
        warnings.push(
          warning(
            'text_would_be_shortened',
            `scenes.${s}.texts.${t}.${field}`,
            `At min_size ${text.min_size} px the box${when} holds the text only shortened in ${listed(shortened)}, with a long product name, description or price: enlarge the box, lower min_size or give a short form.`,
          ),
        );
      }
    });
  });
  return warnings;
}

/** A text whose font lacks the letters it shows in some language: the render falls back to another font. */
function glyphWarnings(
  template: TemplateDefinition,
  samples: SampleTexts,
  scriptsOf: (font: TextElement['font']) => ReadonlySet<Script>,
): TemplateIssue[] {
  const warnings: TemplateIssue[] = [];
  const scriptsBySource = new Map<string, Array<Script[]>>();
  const scriptsOfSource = (source: string) => {
    let scripts = scriptsBySource.get(source);
    if (!scripts) {
      scripts = samples.of(source).map((text) => (text === null ? [] : scriptsIn(text)));
      scriptsBySource.set(source, scripts);
    }
    return scripts;
  };
  template.scenes.forEach((scene, s) => {
    scene.texts.forEach((text, t) => {
      const covered = scriptsOf(text.font);
      const missing = new Map<Script, Language[]>();
      scriptsOfSource(text.text).forEach((scripts, l) => {
        for (const script of scripts) {
          if (!covered.has(script)) missing.set(script, [...(missing.get(script) ?? []), samples.languages[l]!]);
        }
      });
      for (const [script, languages] of missing) {
        warnings.push(
          warning(
            'font_missing_glyphs',
            `scenes.${s}.texts.${t}.font`,
            `The font '${fontKey(text.font)}' has no ${script} letters, which the text shows in ${listed(languages)}: the render draws ${isAssetFont(text.font) ? "that text in the engine's sans" : 'them from a fallback font'}.`,
          ),
        );
      }
    });
  });
  return warnings;
}

/** A decoration entirely off the frame: it never shows. */
function shapeWarnings(template: TemplateDefinition): TemplateIssue[] {
  const off = (box: Box) =>
    box.x >= template.width || box.y >= template.height || box.x + box.width <= 0 || box.y + box.height <= 0;
  return template.scenes.flatMap((scene, s) =>
    (scene.shapes ?? []).flatMap((shape, i) =>
      (['box', 'captions_box'] as const)
        .filter((field) => shape[field] && off(shape[field]))
        .map((field) =>
          warning(
            'shape_outside_frame',
            `scenes.${s}.shapes.${i}.${field}`,
            `The shape lies wholly outside the ${template.width}×${template.height} frame: it never shows.`,
          ),
        ),
    ),
  );
}

/**
 * A text (a button is a text with a panel) whose box crosses what a platform's interface covers,
 * for the profiles of the template's own size: their outputs then show the layout scaled down
 * into the clear part of the frame (profile-fit.ts), smaller than designed.
 */
function safeZoneWarnings(template: TemplateDefinition): TemplateIssue[] {
  const profiles = OUTPUT_PROFILES.filter(
    (profile) => PROFILE_FRAMES[profile].width === template.width && PROFILE_FRAMES[profile].height === template.height,
  ).map((profile) => ({ profile, area: profileSafeArea(profile) }));
  if (profiles.length === 0) return [];
  return template.scenes.flatMap((scene, s) =>
    scene.texts.flatMap((text, t) =>
      (['box', 'captions_box'] as const).flatMap((field) => {
        const box = text[field];
        const crossed = box ? profiles.filter(({ area }) => !contains(area, box)).map(({ profile }) => profile) : [];
        if (crossed.length === 0) return [];
        const when = field === 'captions_box' ? ' with captions on' : '';
        return [
          warning(
            'safe_zone',
            `scenes.${s}.texts.${t}.${field}`,
            `The text's box${when} crosses what ${crossed.join(', ')} cover with their interface: outputs for them show the layout scaled down to keep it clear. Keep the box inside ${crossed.map((profile) => `${profile} ${describedArea(profileSafeArea(profile))}`).join('; ')}.`,
          ),
        ];
      }),
    ),
  );
}

const describedArea = ({ x, y, width, height }: Box) => `x ${x}–${x + width}, y ${y}–${y + height}`;

/** Every warning of a valid template, in the order of its fields. */
export function templateWarnings(template: TemplateDefinition, options: WarningOptions = {}): TemplateIssue[] {
  const samples = SampleTexts.of(options.languages ?? SUPPORTED_LANGUAGES);
  return [
    ...shapeWarnings(template),
    ...safeZoneWarnings(template),
    ...shorteningWarnings(template, samples),
    ...glyphWarnings(template, samples, options.scriptsOf ?? fontScripts),
  ];
}
