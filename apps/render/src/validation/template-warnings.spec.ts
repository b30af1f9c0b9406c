import { bodyOfTemplate, loadTemplates, type TemplateBody, type TemplateDefinition } from '@reelsmith/templates';
import { templateWarnings } from './template-warnings.js';
import { validateTemplate } from './validate-template.js';

describe(templateWarnings.name, () => {
  let vertical: TemplateDefinition;
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
    vertical = templates.find((template) => template.height > template.width)!;
  });

  const changed = (change: (copy: TemplateDefinition) => void) => {
    const copy = structuredClone(vertical);
    change(copy);
    return copy;
  };
  /** The warnings but `safe_zone` ones (the landscape keeps no room for YouTube's player). */
  const findings = (template: TemplateDefinition, options?: Parameters<typeof templateWarnings>[1]) =>
    templateWarnings(template, options)
      .filter(({ code }) => code !== 'safe_zone')
      .map(({ code, param }) => `${code} ${param}`);
  /** The first text of the vertical that shows the product's name alone, and where it is. */
  const nameText = (template: TemplateDefinition) => {
    for (const [s, scene] of template.scenes.entries()) {
      const t = scene.texts.findIndex((text) => text.text === '{{product.name}}');
      if (t >= 0) return { s, t, text: scene.texts[t]! };
    }
    throw new Error('no name text');
  };

  it('finds nothing to warn of in the landscape and vertical built-ins but the platforms they keep no room for', () => {
    for (const template of templates.filter((t) => t.width !== t.height)) expect(findings(template)).toEqual([]);
  });

  it("warns of a text whose box crosses a platform's interface at the template's size, naming the platforms", () => {
    const cta = (template: TemplateDefinition) => template.scenes[1]!.texts.findIndex((text) => text.name === 'cta');
    const zoneFindings = (template: TemplateDefinition) =>
      templateWarnings(template)
        .filter(({ code }) => code === 'safe_zone')
        .map(({ param }) => param);
    // The vertical is laid out clear of TikTok, Reels and Shorts: nothing to warn of.
    expect(zoneFindings(vertical)).toEqual([]);
    const lowered = changed((copy) => {
      copy.scenes[1]!.texts[cta(copy)]!.box = { x: 200, y: 1510, width: 680, height: 136 };
    });
    const warnings = templateWarnings(lowered).filter((w) => w.param === `scenes.1.texts.${cta(lowered)}.box`);
    expect(warnings).toEqual([expect.objectContaining({ code: 'safe_zone' })]);
    expect(warnings[0]!.message).toContain('tiktok, reels, shorts');
    // No platform takes a square frame: its texts are never warned of.
    expect(zoneFindings(templates.find((t) => t.width === t.height)!)).toEqual([]);
  });

  it("warns that a box too small for a long name at min_size would shorten it, naming the languages, on the box's field", () => {
    const narrow = changed((copy) => {
      const { text } = nameText(copy);
      text.box.width = 240;
      text.max_lines = 1;
      delete text.short;
    });
    const { s, t } = nameText(narrow);
    const warnings = templateWarnings(narrow).filter(
      (w) => w.param === `scenes.${s}.texts.${t}.box` && w.code !== 'safe_zone',
    );
    expect(warnings).toEqual([expect.objectContaining({ code: 'text_would_be_shortened' })]);
    expect(warnings[0]!.message).toContain(`min_size ${nameText(narrow).text.min_size} px`);
    expect(warnings[0]!.message).toMatch(/\ben, de, es\b/);
  });

  it('does not warn when the short form fits where the whole text does not', () => {
    const withShort = changed((copy) => {
      const { text } = nameText(copy);
      text.box.width = 520;
      text.max_lines = 1;
      text.short = '{{phrase.new}}';
    });
    const { s, t } = nameText(withShort);
    expect(findings(withShort)).not.toContain(`text_would_be_shortened scenes.${s}.texts.${t}.box`);
  });

  it("warns of a font without a script's letters, once per script, naming the languages that show them", () => {
    const latinOnly = findings(vertical, { scriptsOf: () => new Set(['Latin']) });
    const { s, t } = nameText(vertical);
    expect(latinOnly).toContain(`font_missing_glyphs scenes.${s}.texts.${t}.font`);
    const messages = templateWarnings(vertical, { scriptsOf: () => new Set(['Latin']) })
      .filter((w) => w.param === `scenes.${s}.texts.${t}.font`)
      .map((w) => w.message);
    expect(messages).toHaveLength(9);
    expect(messages.find((m) => m.includes('Japanese'))).toMatch(/in ja:/);
    // A text of digits and signs needs no letters: the price alone never warns for Japanese.
    expect(findings(vertical, { scriptsOf: () => new Set(['Latin']), languages: ['en', 'de'] })).toEqual([]);
  });

  it('warns of a shape wholly outside the frame, not of one that bleeds off it', () => {
    const shapes = changed((copy) => {
      copy.scenes[0]!.shapes = [
        { kind: 'rect', box: { x: -100, y: 10, width: 300, height: 40 }, colour: '#000000' },
        { kind: 'circle', box: { x: copy.width + 10, y: 10, width: 40, height: 40 }, colour: '#000000' },
      ];
    });
    expect(findings(shapes)).toEqual(['shape_outside_frame scenes.0.shapes.1.box']);
  });
});

describe(validateTemplate.name, () => {
  let body: TemplateBody;
  beforeAll(async () => {
    body = bodyOfTemplate((await loadTemplates()).find((template) => template.height > template.width)!);
  });

  it('answers a valid body with its warnings on dotted body params and the price of one video', () => {
    const shapes = structuredClone(body);
    shapes.definition.scenes[1]!.shapes = [
      { kind: 'rect', box: { x: 5000, y: 0, width: 10, height: 10 }, colour: '#000000' },
    ];
    const answer = validateTemplate(shapes);
    expect({ ...answer, warnings: answer.warnings.filter(({ code }) => code !== 'safe_zone') }).toEqual({
      valid: true,
      errors: [],
      warnings: [expect.objectContaining({ code: 'shape_outside_frame', param: 'definition.scenes.1.shapes.0.box' })],
      credits: 5,
    });
  });

  it('answers an invalid body with its errors, no warnings and no price', () => {
    const broken = { ...body, width: 1079 };
    expect(validateTemplate(broken)).toEqual({
      valid: false,
      errors: [expect.objectContaining({ code: 'parameter_invalid', param: 'width' })],
      warnings: [],
      credits: null,
    });
  });
});
