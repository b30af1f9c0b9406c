import { join } from 'node:path';
import { intersects, loadTemplates, type TemplateDefinition } from '@reelsmith/templates';
import { temporaryDir, writeTestProductImage } from '../test-support/fixtures.js';
import type { FrameLayout } from '@reelsmith/contracts';
import { layoutStill, type RenderStillRequest } from './render-still.js';

describe(layoutStill.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let square: TemplateDefinition;
  let request: RenderStillRequest;
  let layout: FrameLayout;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    square = (await loadTemplates()).find((t) => t.width === t.height)!;
    request = {
      template: square,
      product: {
        name: 'Hand-glazed ceramic travel mug, 350 ml, double-walled with a bamboo lid (set of 2 × 1,5 kg gift box) – dishwasher safe, keeps coffee hot for six hours',
        description: 'Keeps coffee hot.',
        price: { amount: 7990, currency: 'ils' },
      },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      userPrompt: { voiceover: true, captions: true },
      language: 'he',
      watermark: true,
      atSeconds: 3,
    };
    // Full size, with a real voice timing the captions: seconds on a loaded machine.
    layout = await layoutStill(request);
  }, 60_000);
  afterAll(() => remove());

  it('reports every element drawn at that moment, in drawing order and full-size pixels, with what it says', () => {
    expect(layout).toMatchObject({ at_seconds: 3, width: 1080, height: 1080 });
    expect(layout.elements.map((e) => e.kind)).toEqual([
      'background',
      'product',
      ...layout.elements.filter((e) => e.kind === 'text').map(() => 'text'),
      'watermark',
      ...layout.elements.filter((e) => e.kind === 'caption').map(() => 'caption'),
    ]);
    const names = layout.elements.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['headline', 'price', 'product', 'background', 'watermark']));
    const headline = layout.elements.find((e) => e.name === 'headline')!;
    expect(headline.text).toBe('Hand-glazed ceramic travel mug');
    expect(headline.opacity).toBe(1);
    expect(layout.warnings).toContainEqual(expect.objectContaining({ code: 'text_shortened', element: 'headline' }));
  });

  it('mirrors the frame for Hebrew', () => {
    const price = layout.elements.find((e) => e.name === 'price')!;
    // The round price badge stands top right in the design; mirrored, top left.
    expect(price.box.x + price.box.width).toBeLessThan(square.width / 2);
  });

  // The script of a captioned video says what its scene does not show (the description's first
  // clause, the offer), so a caption is drawn while the badge and headline are on screen.
  it('reports the burned-in captions of a Hebrew frame, clear of every text and the product', () => {
    const captions = layout.elements.filter((e) => e.kind === 'caption');
    expect(captions).not.toHaveLength(0);
    const drawn = layout.elements.filter((e) => e.kind === 'text' || e.kind === 'product');
    for (const caption of captions) {
      expect(caption.text).not.toBe('');
      expect(caption.opacity).toBe(1);
      for (const other of drawn)
        expect({ caption: caption.text, over: other.name, hit: intersects(caption.box, other.box) }).toMatchObject({
          hit: false,
        });
    }
  });
});
