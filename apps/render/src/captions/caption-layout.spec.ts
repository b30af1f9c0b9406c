import { loadTemplates, previewTemplate, timelineOf, type TemplateDefinition } from '@reelsmith/templates';
import {
  captionSpans,
  captionStyle,
  freeRegion,
  intersects,
  leastCoveringPlace,
  safeArea,
  type Rect,
} from './caption-layout.js';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe(safeArea.name, () => {
  it('keeps vertical video clear of the top 15 %, the bottom 20 % and the right-hand action rail', () => {
    const area = safeArea(1080, 1920);
    expect(area.y).toBe(288);
    expect(area.y + area.height).toBe(1536);
    expect(area.x + area.width).toBeCloseTo(928.8, 6);
    expect(area.x).toBeCloseTo(64.8, 6);
  });

  it('keeps square and landscape video inside the title-safe area, 5 % in from each edge', () => {
    expect(safeArea(1080, 1080)).toEqual({ x: 54, y: 54, width: 972, height: 972 });
    expect(safeArea(1920, 1080)).toEqual({ x: 96, y: 54, width: 1728, height: 972 });
  });
});

describe(freeRegion.name, () => {
  const area = { x: 0, y: 0, width: 1000, height: 1000 };

  it('takes the widest free rectangle, then the lowest', () => {
    const product = { x: 100, y: 100, width: 800, height: 500 };
    expect(freeRegion(area, [product], 300, 100)).toEqual({ x: 0, y: 600, width: 1000, height: 400 });
  });

  it('goes beside a product that fills the whole height', () => {
    const product = { x: 0, y: 0, width: 600, height: 1000 };
    expect(freeRegion(area, [product], 300, 100)).toEqual({ x: 600, y: 0, width: 400, height: 1000 });
  });

  it('finds nothing when no free rectangle is large enough', () => {
    expect(freeRegion(area, [{ x: 0, y: 50, width: 1000, height: 900 }], 300, 100)).toBeNull();
  });
});

describe(leastCoveringPlace.name, () => {
  const area = { x: 0, y: 0, width: 1000, height: 1000 };
  const product = { x: 0, y: 0, width: 1000, height: 600 };
  const texts = [
    { x: 0, y: 650, width: 1000, height: 100 },
    { x: 0, y: 800, width: 400, height: 200 },
  ];

  it('goes where it covers no text: the lowest such place, then the most central', () => {
    expect(leastCoveringPlace({ width: 500, height: 150 }, area, [product], texts)).toEqual({
      x: 400,
      y: 850,
      texts: 0,
      covered: 0,
    });
  });

  it('else covers the fewest texts, and the least of them, never meeting an obstacle', () => {
    // Too wide to go beside the lower text: it covers a corner of it rather than the band above.
    expect(leastCoveringPlace({ width: 800, height: 150 }, area, [product], texts)).toEqual({
      x: 200,
      y: 750,
      texts: 1,
      covered: 200 * 100,
    });
    expect(leastCoveringPlace({ width: 800, height: 450 }, area, [product], texts)).toBeNull();
  });
});

describe(captionSpans.name, () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    const builtIn = await loadTemplates();
    templates = [
      ...builtIn,
      // The short, small variants the tests render.
      ...builtIn.map((t) =>
        previewTemplate(t, { width: Math.round(t.width / 3), height: Math.round(t.height / 3), durationSeconds: 6 }),
      ),
    ];
  });

  it('covers every frame once, in order', () => {
    for (const template of templates) {
      const timeline = timelineOf(template);
      const spans = captionSpans(template, timeline);
      expect(spans[0]!.firstFrame).toBe(0);
      expect(spans.at(-1)!.lastFrame).toBe(timeline.totalFrames - 1);
      spans.slice(1).forEach((span, i) => expect(span.firstFrame).toBe(spans[i]!.lastFrame + 1));
    }
  });

  it('puts captions inside the safe area and clear of every product on screen, in every scene and transition', () => {
    for (const template of templates) {
      const area = safeArea(template.width, template.height);
      const margin = captionStyle(template.width, template.height).margin;
      const spans = captionSpans(template, timelineOf(template));
      // Each scene alone, and each transition.
      expect(spans).toHaveLength(2 * template.scenes.length - 1);
      template.scenes.forEach((scene, s) => {
        const alone = spans[2 * s]!;
        expect(alone.products).toEqual([scene.product!.box]);
        expect(alone.region).not.toBeNull();
      });
      for (const span of spans) {
        if (!span.region) continue;
        expect(inside(span.region, area)).toBe(true);
        for (const product of span.products) {
          const grown = {
            x: product.x - margin,
            y: product.y - margin,
            width: product.width + 2 * margin,
            height: product.height + 2 * margin,
          };
          expect(intersects(span.region, grown)).toBe(false);
        }
      }
    }
  });

  it('hides captions during a transition that carries a product across every free place', () => {
    const shown = (template: TemplateDefinition) => captionSpans(template, timelineOf(template))[1]!.region !== null;
    const byShape = (w: number, h: number) => templates.find((t) => t.width === w && t.height === h)!;
    // Vertical slides up: the incoming product crosses the whole lower part of the frame.
    expect(shown(byShape(1080, 1920))).toBe(false);
    // Square slides left: both products stay above the caption band.
    expect(shown(byShape(1080, 1080))).toBe(true);
    // Landscape cross-fades two products that leave no room between them.
    expect(shown(byShape(1920, 1080))).toBe(false);
  });

  it('keeps clear of the scene’s texts where there is room, and covers a text rather than the product', () => {
    const landscape = templates.find((t) => t.width === 1920 && t.height === 1080)!;
    const texts = landscape.scenes.map((scene) => scene.texts.map((text) => text.box));
    const [first, , second] = captionSpans(landscape, timelineOf(landscape), { texts });
    // Above the texts of the first scene's right-hand column…
    expect(texts[0]!.some((box) => intersects(first!.region!, box))).toBe(false);
    expect(first!.region!.y).toBeLessThan(texts[0]![0]!.y);
    // …and, with no room beside the second scene's texts, under them, still clear of the product.
    expect(texts[1]!.some((box) => intersects(second!.region!, box))).toBe(true);
    expect(intersects(second!.region!, landscape.scenes[1]!.product!.box)).toBe(false);
  });

  it('keeps clear of the watermark', () => {
    const square = templates.find((t) => t.width === 1080 && t.height === 1080)!;
    const watermark = { x: 760, y: 990, width: 290, height: 60 };
    for (const span of captionSpans(square, timelineOf(square), { avoid: [watermark] })) {
      if (span.region) expect(intersects(span.region, watermark)).toBe(false);
    }
  });
});
