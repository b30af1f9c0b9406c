import {
  fillPlaceholders,
  loadTemplates,
  scriptLines,
  timelineOf,
  type TemplateDefinition,
} from '@reelsmith/templates';
import { contentLookup } from '../composition/content.js';
import { drawTextLayer } from '../composition/text-layer.js';
import { drawWatermark } from '../composition/watermark-layer.js';
import { cueFrames, drawCaptions } from './caption-layers.js';
import { captionSpans, intersects, safeArea, type Rect } from './caption-layout.js';
import { captionPhrases, MAX_CAPTION_COLUMNS } from './phrases.js';
import type { Cue } from './webvtt.js';

// The longest phrases captionPhrases makes, in the scripts that wrap and shape differently.
const LONG_SENTENCES: Record<string, string> = {
  en: 'Aurum Radiance Serum brightens dull skin in two weeks',
  de: 'Steingut-Kaffeetasse „Müller“, spülmaschinenfest und mikrowellengeeignet',
  ru: 'Сыворотка с витамином C делает кожу сияющей уже через две недели',
  ar: 'سيروم فيتامين سي الذي يفتح البشرة الباهتة في أسبوعين',
  he: 'סרום ויטמין סי שמבהיר עור עמום תוך שבועיים בלבד',
  ja: '今すぐ購入してください。とても良い製品です、毎日使える美容液。',
  zh: '这款维生素C精华能在两周内提亮暗沉肌肤，不含香精，适合所有肤质。',
  hi: 'विटामिन सी सीरम जो दो हफ्तों में बेजान त्वचा को निखारता है',
  th: 'เซรั่มวิตามินซีที่ช่วยให้ผิวหมองคล้ำกระจ่างใสภายในสองสัปดาห์',
};

// drawTextLayer's transparent bleed around the box, plus whole-pixel rounding.
const BLEED = 8 + 2;
const layerRect = (layer: { x: number; y: number; picture: { width: number; height: number } }): Rect => ({
  x: layer.x,
  y: layer.y,
  width: layer.picture.width,
  height: layer.picture.height,
});
const rectOf = (overlay: ReturnType<typeof drawCaptions>[number]): Rect => layerRect(overlay.layer);
/** What is drawn of a layer: its picture without the transparent bleed. */
const inkOf = (rect: Rect): Rect => ({
  x: rect.x + BLEED,
  y: rect.y + BLEED,
  width: rect.width - 2 * BLEED,
  height: rect.height - 2 * BLEED,
});
const within = (inner: Rect, outer: Rect, slack: number) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

/** Cues of the phrases, one after another through the whole video, so every scene gets some. */
function cuesThrough(template: TemplateDefinition, phrases: string[]): Cue[] {
  const each = template.duration_seconds / phrases.length;
  return phrases.map((text, i) => ({ text, startSeconds: i * each + 0.05, endSeconds: (i + 1) * each - 0.05 }));
}

describe(drawCaptions.name, () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
  });

  it.each(Object.keys(LONG_SENTENCES))(
    'draws %s captions on at most two lines, inside the safe area, never over the product, in every template',
    (language) => {
      const phrases = Array.from({ length: 4 }, () => captionPhrases(LONG_SENTENCES[language]!, language)).flat();
      for (const template of templates) {
        const timeline = timelineOf(template);
        const spans = captionSpans(template, timeline);
        const overlays = drawCaptions(cuesThrough(template, phrases), spans, template, language);
        expect(overlays.length).toBeGreaterThanOrEqual(phrases.length - 2);
        const area = safeArea(template.width, template.height);
        for (const overlay of overlays) {
          expect(overlay.truncated).toBe(false);
          expect(overlay.lines.length).toBeLessThanOrEqual(2);
          expect(overlay.lines.join('').replace(/\s/g, '')).toBe(overlay.text.replace(/\s/g, ''));
          const rect = rectOf(overlay);
          expect(within(rect, area, BLEED)).toBe(true);
          for (const [first, last] of overlay.frames) {
            for (const span of spans.filter((s) => s.firstFrame <= last && s.lastFrame >= first)) {
              // Shown only where a region exists, and then clear of every product on screen.
              expect(span.region).not.toBeNull();
              for (const product of span.products) expect(intersects(rect, product)).toBe(false);
            }
          }
        }
      }
    },
  );

  it.each([
    ['vertical', 1080, 1920],
    ['square', 1080, 1080],
  ])('keeps the captions of the %s template’s first scene off its headline', (_, width, height) => {
    const template = templates.find((t) => t.width === width && t.height === height)!;
    const lookup = contentLookup(
      { name: 'Aurum Radiance Serum', description: 'A lightweight vitamin C serum that brightens dull skin.' },
      { headline: 'Glow that lasts all day', price: '$49' },
      'en',
    );
    // Where the scenes' texts are drawn, as render-video measures them.
    const texts = template.scenes.map((scene) =>
      scene.texts.map((element) =>
        layerRect(
          drawTextLayer({
            text: fillPlaceholders(element.text, lookup)!,
            element,
            colour: '#000000',
            panelColour: element.panel && '#FFFFFF',
            locale: 'en',
          }),
        ),
      ),
    );
    const timeline = timelineOf(template);
    const spans = captionSpans(template, timeline, { texts, avoid: [layerRect(drawWatermark(width, height, 'en'))] });
    const phrases = scriptLines(template).flatMap((line) => {
      const text = fillPlaceholders(line.text, lookup);
      return text === null ? [] : captionPhrases(text, 'en');
    });
    const firstScene = spans[0]!;
    const headline = texts[0]![template.scenes[0]!.texts.findIndex((t) => t.text.includes('user_prompt.headline'))]!;
    const shown = drawCaptions(cuesThrough(template, phrases), spans, template, 'en').filter((overlay) =>
      overlay.frames.some(([first]) => first <= firstScene.lastFrame),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const overlay of shown) expect(intersects(inkOf(rectOf(overlay)), inkOf(headline))).toBe(false);
  });

  it('wraps a full-length CJK caption onto two lines and keeps a short one on one', () => {
    const vertical = templates.find((t) => t.height > t.width)!;
    const spans = captionSpans(vertical, timelineOf(vertical));
    const full = '今すぐ購入してください。とても良い製品です';
    expect(full.length * 2).toBeLessThanOrEqual(MAX_CAPTION_COLUMNS);
    const [long, short] = drawCaptions(
      [
        { text: full, startSeconds: 0.5, endSeconds: 2 },
        { text: '今すぐ購入', startSeconds: 2.5, endSeconds: 3 },
      ],
      spans,
      vertical,
      'ja',
    );
    expect(long!.lines).toHaveLength(2);
    expect(long!.lines.join('')).toBe(full);
    expect(long!.lines[1]).not.toMatch(/^[、。]/u);
    expect(short!.lines).toEqual(['今すぐ購入']);
  });

  it('shows each cue on its own frames only, moving with the scene and hidden while a product sweeps by', () => {
    const vertical = templates.find((t) => t.height > t.width)!;
    const timeline = timelineOf(vertical);
    const spans = captionSpans(vertical, timeline);
    const transition = spans[1]!;
    // A cue across the whole slide: shown before and after it, hidden during it, same place.
    const cue = {
      text: 'Only $49',
      startSeconds: transition.firstFrame / 30 - 1,
      endSeconds: transition.lastFrame / 30 + 1,
    };
    const overlays = drawCaptions([cue], spans, vertical, 'en');
    expect(overlays).toHaveLength(1);
    const [first, last] = cueFrames(cue, vertical.fps);
    expect(overlays[0]!.frames).toEqual([
      [first, transition.firstFrame - 1],
      [transition.lastFrame + 1, last],
    ]);
  });

  it('counts a frame as the cue’s when its time falls in [start, end)', () => {
    expect(cueFrames({ text: 'x', startSeconds: 1, endSeconds: 2 }, 30)).toEqual([30, 59]);
    expect(cueFrames({ text: 'x', startSeconds: 1.01, endSeconds: 2.01 }, 30)).toEqual([31, 60]);
  });
});
