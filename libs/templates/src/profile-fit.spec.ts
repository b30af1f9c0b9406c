import { fittedToProfiles, keepsOwnLayout } from './profile-fit.js';
import { profileSafeArea } from './publish-profiles.js';
import type { Box, ProductSpec, Scene, TemplateDefinition, TextElement } from './template.types.js';

const text = (name: string, box: TextElement['box']): TextElement => ({
  name,
  text: name,
  box,
  font: 'sans',
  weight: 'bold',
  size: 60,
  min_size: 30,
  colour: '#000000',
  align: 'start',
  valign: 'top',
  enter: { effect: 'fade', at: 0, duration: 0.5 },
});

const product = (box: Box): ProductSpec => ({ box, fit: 'contain', backdrop: '#ffffff', zoom: { from: 1, to: 1 } });

/** A landscape scene: the product on the left half, two texts on the right, a bar and a band. */
function landscape(scene: Partial<Scene> = {}): TemplateDefinition {
  return {
    id: 'tmpl_test',
    name: 'Test',
    description: '',
    width: 1920,
    height: 1080,
    fps: 30,
    duration_seconds: 6,
    credits: 1,
    variables: { type: 'object', properties: {} },
    palette: {},
    voiceover: [],
    thumbnail_at_seconds: 1,
    transition: { effect: 'fade', duration_seconds: 0.5 },
    scenes: [
      {
        duration_seconds: 6,
        background: { colour: '#ffffff' },
        shapes: [
          { kind: 'rect', box: { x: 0, y: 0, width: 24, height: 1080 }, colour: '#ff0000' },
          { kind: 'rect', box: { x: 0, y: 0, width: 1920, height: 400 }, colour: '#00ff00' },
        ],
        product: product({ x: 100, y: 100, width: 800, height: 880 }),
        texts: [
          text('name', { x: 1000, y: 200, width: 800, height: 200 }),
          text('cta', { x: 1000, y: 700, width: 500, height: 120 }),
        ],
        ...scene,
      },
    ],
  };
}

const fit = (template: TemplateDefinition, direction: 'ltr' | 'rtl' = 'ltr') =>
  fittedToProfiles(template, ['tiktok'], { captions: false, watermark: false, direction });

describe(fittedToProfiles.name, () => {
  it("takes the profile's frame and rate and keeps every text and the product in the clear area of every platform of that size", () => {
    const fitted = fit(landscape());
    expect(fitted).toMatchObject({ width: 1080, height: 1920, fps: 30 });
    const scene = fitted.scenes[0]!;
    for (const profile of ['tiktok', 'reels', 'shorts'] as const) {
      const area = profileSafeArea(profile);
      for (const box of [scene.product!.box, ...scene.texts.map((t) => t.box)]) {
        expect(box.x).toBeGreaterThanOrEqual(area.x - 1e-6);
        expect(box.y).toBeGreaterThanOrEqual(area.y - 1e-6);
        expect(box.x + box.width).toBeLessThanOrEqual(area.x + area.width + 1e-6);
        expect(box.y + box.height).toBeLessThanOrEqual(area.y + area.height + 1e-6);
      }
    }
  });

  it('stacks the columns of a landscape scene in reading order, texts larger than the product', () => {
    const ltr = fit(landscape()).scenes[0]!;
    const [name, cta] = ltr.texts;
    expect(name!.box.y).toBeGreaterThan(ltr.product!.box.y + ltr.product!.box.height);
    expect(cta!.box.y).toBeGreaterThan(name!.box.y);
    expect(name!.size / 60).toBeGreaterThan(ltr.product!.box.width / 800);
    // Right to left, the right-hand column is read first: mirrored, the product still comes first.
    const mirrored = landscape();
    const scene = mirrored.scenes[0]!;
    scene.product!.box = { ...scene.product!.box, x: 1920 - 900 };
    scene.texts = scene.texts.map((t) => ({ ...t, box: { ...t.box, x: 1920 - t.box.x - t.box.width } }));
    const rtl = fit(mirrored, 'rtl').scenes[0]!;
    expect(rtl.texts[0]!.box.y).toBeGreaterThan(rtl.product!.box.y + rtl.product!.box.height);
  });

  it('keeps an accent bar along its edge and stretches a band across the frame', () => {
    const [bar, band] = fit(landscape()).scenes[0]!.shapes!;
    expect(bar!.box.x).toBeLessThanOrEqual(0);
    expect(bar!.box.width).toBeLessThan(24);
    expect(band!.box).toMatchObject({ x: 0, y: 0, width: 1080 });
  });

  it('scales type, motion and caption sizes together, and says by how much', () => {
    const moving = landscape();
    moving.scenes[0]!.texts[0]!.animate = { x: [{ at: 0, value: 100 }] };
    const fitted = fit(moving);
    const name = fitted.scenes[0]!.texts[0]!;
    const scale = name.size / 60;
    expect(name.min_size).toBeCloseTo(30 * scale);
    expect(name.animate!.x![0]!.value).toBeCloseTo(100 * scale);
    expect(fitted.fitted!.scale).toBeCloseTo(Math.min(scale, fitted.scenes[0]!.texts[1]!.size / 60));
    expect(fitted.fitted!.safe_area).toEqual({ x: 65, y: 269, width: 1080 - 65 - 190, height: 1920 - 269 - 672 });
  });
});

describe(keepsOwnLayout.name, () => {
  /** A story whose product and texts sit where TikTok, Reels and Shorts all leave the frame clear. */
  const story = (): TemplateDefinition => {
    const template = landscape({
      shapes: [{ kind: 'rect', box: { x: 0, y: 1300, width: 1080, height: 620 }, colour: '#ff0000' }],
      product: product({ x: 240, y: 300, width: 600, height: 500 }),
      texts: [
        text('name', { x: 80, y: 860, width: 800, height: 140 }),
        text('cta', { x: 240, y: 1020, width: 600, height: 110 }),
      ],
    });
    return { ...template, width: 1080, height: 1920 };
  };
  const options = { captions: false, watermark: true, direction: 'ltr' } as const;
  const vertical = ['tiktok', 'reels', 'shorts'] as const;

  it("keeps a layout already clear of every platform of its frame, the watermark's strip included", () => {
    expect(keepsOwnLayout(story(), vertical, options)).toBe(true);
    // Fitted, only the watermark's corner is new: every box stays where it was.
    const fitted = fittedToProfiles(story(), vertical, options);
    expect({ ...fitted, fitted: undefined }).toEqual({ ...story(), fitted: undefined });
  });

  it("moves a layout that enters a platform's margins, that takes the watermark's strip, or that is of another frame or rate", () => {
    const low = story();
    low.scenes[0]!.texts[1]!.box.y = 1200;
    expect(keepsOwnLayout(low, vertical, options)).toBe(false);
    const strip = story();
    strip.scenes[0]!.texts[1]!.box.y = 1100;
    expect(keepsOwnLayout(strip, vertical, options)).toBe(false);
    expect(keepsOwnLayout(strip, vertical, { ...options, watermark: false })).toBe(true);
    expect(keepsOwnLayout({ ...story(), fps: 25 }, vertical, options)).toBe(false);
    expect(keepsOwnLayout(landscape(), ['youtube'], options)).toBe(false);
  });
});
