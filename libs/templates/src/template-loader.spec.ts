import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTemplates, parseTemplate, TemplateError, templateSummary } from './template-loader.js';
import type { TemplateDefinition } from './template.types.js';

describe('template loader', () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
  });

  it('loads the built-in templates: vertical, square and landscape', () => {
    const sizes = templates.map((t) => `${t.width}x${t.height}`).sort();
    expect(sizes).toEqual(['1080x1080', '1080x1920', '1920x1080']);
    for (const template of templates) {
      expect(template.id).toMatch(/^tmpl_[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(template.duration_seconds).toBeGreaterThanOrEqual(6);
      expect(template.duration_seconds).toBeLessThanOrEqual(30);
      expect(Number.isInteger(template.credits)).toBe(true);
      expect(template.variables).toMatchObject({ type: 'object', additionalProperties: false });
      expect(template.variables).toHaveProperty('properties.voiceover', expect.objectContaining({ type: 'boolean' }));
      expect(template.variables).toHaveProperty('properties.captions', expect.objectContaining({ type: 'boolean' }));
    }
  });

  it('refuses to publish a template that does not accept captions', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reelsmith-templates-'));
    try {
      const withoutCaptions = structuredClone(templates[0]!);
      delete (withoutCaptions.variables.properties as Record<string, unknown>).captions;
      // A render request's copy of it still parses: it was published before captions existed.
      expect(parseTemplate(withoutCaptions, 'old.template.json')).toBeDefined();
      await writeFile(join(dir, 'old.template.json'), JSON.stringify(withoutCaptions));
      await expect(loadTemplates(dir)).rejects.toMatchObject({
        issues: [expect.objectContaining({ code: 'engine_variable_missing', param: 'variables.properties.captions' })],
        problems: [
          "variables.properties.captions: Declare the boolean variable 'captions': every template accepts it.",
        ],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shows the product image, name and description in every template', () => {
    for (const template of templates) {
      const texts = template.scenes.flatMap((scene) => scene.texts.map((t) => t.text)).join(' ');
      expect(texts).toContain('{{product.name}}');
      expect(texts).toContain('{{product.description}}');
      expect(template.scenes.every((scene) => scene.product)).toBe(true);
    }
  });

  it('summarises a template for the API without its scenes', () => {
    const summary = templateSummary(templates[0]!);
    expect(Object.keys(summary).sort()).toEqual([
      'credits',
      'description',
      'duration_seconds',
      'fps',
      'height',
      'id',
      'name',
      'variables',
      'width',
    ]);
  });

  it("gives each palette-bound colour variable the palette's default, for clients to show", () => {
    for (const template of templates) {
      const brand = template.palette.brand as { variable: string; default: string };
      const properties = templateSummary(template).variables.properties as Record<string, { default?: unknown }>;
      expect(properties[brand.variable]?.default).toBe(brand.default);
      // The template itself, which validates user_prompt, is left as it was.
      expect((template.variables.properties as Record<string, object>)[brand.variable]).not.toHaveProperty('default');
    }
  });

  it('names every problem of an invalid template', () => {
    const broken = structuredClone(templates[0]!);
    const text = broken.scenes[0]!.texts[0]!;
    text.text = '{{user_prompt.undeclared}}';
    text.colour = 'no_such_colour';
    text.box.x = broken.width;
    broken.variables.additionalProperties = true;
    (broken.variables.properties as Record<string, unknown>).unused = { type: 'string' };
    const error = (() => {
      try {
        parseTemplate(broken, 'broken.template.json');
      } catch (e) {
        return e as TemplateError;
      }
    })();
    expect(error).toBeInstanceOf(TemplateError);
    expect(error!.issues.map(({ code, param }) => `${code} ${param}`)).toEqual([
      'variables_not_closed variables.additionalProperties',
      'variable_never_shown variables.properties.unused',
      'unknown_placeholder scenes.0.texts.0.text',
      'unknown_colour scenes.0.texts.0.colour',
      'box_outside_frame scenes.0.texts.0.box',
    ]);
    // At start-up each reads as one line: the field, then a sentence.
    expect(error!.message).toContain(
      '- scenes.0.texts.0.text: The placeholder {{user_prompt.undeclared}} names nothing a video has.',
    );
  });

  it('rejects a malformed id or an unknown field', () => {
    const badId = { ...templates[0]!, id: 'tmpl_01JTEMPLATE0000000000VERT1' };
    expect(() => parseTemplate(badId, 'x')).toThrow(/id/);
    expect(() => parseTemplate({ ...templates[0]!, extra: 1 }, 'x')).toThrow(TemplateError);
  });

  it('ties every line of the built-in scripts to a scene, and each call to action to its button', () => {
    for (const template of templates) {
      const lines = template.voiceover.filter((line) => typeof line !== 'string');
      expect(lines).toHaveLength(template.voiceover.length);
      expect(new Set(lines.map((line) => line.scene)).size).toBe(template.scenes.length);
      const cta = lines.find((line) => line.text.includes('phrase.shop_now'))!;
      expect(template.scenes[cta.scene]!.texts[cta.while_shown!]!.text).toBe(cta.text);
    }
  });

  it('still reads a script of bare sentences, the older form', () => {
    const old = { ...templates[0]!, voiceover: ['{{product.name}}', '{{phrase.shop_now}}'] };
    expect(parseTemplate(old, 'old.template.json').voiceover).toEqual(old.voiceover);
  });

  it("refuses a script line of a missing scene, a missing text, or out of the scenes' order", () => {
    const broken = structuredClone(templates[0]!);
    broken.voiceover = [
      { text: '{{product.name}}', scene: 1, priority: 1 },
      { text: '{{product.name}}', scene: 0, priority: 2, while_shown: 40 },
      { text: '{{product.name}}', scene: 9, priority: 2 },
    ];
    expect(() => parseTemplate(broken, 'x')).toThrow(
      expect.objectContaining({
        issues: [
          expect.objectContaining({ code: 'voice_line_text_missing', param: 'voiceover.1.while_shown' }),
          expect.objectContaining({ code: 'voice_lines_out_of_order', param: 'voiceover.1.scene' }),
          expect.objectContaining({ code: 'voice_line_scene_missing', param: 'voiceover.2.scene' }),
        ],
      }),
    );
    expect(() => parseTemplate({ ...templates[0]!, voiceover: [{ text: 'x', scene: 0, priority: 6 }] }, 'x')).toThrow(
      /priority/,
    );
  });

  it('refuses an exit before the entrance ends or after the scene, and keys out of time order', () => {
    const broken = structuredClone(templates[0]!);
    const seconds = broken.scenes[0]!.duration_seconds;
    const text = broken.scenes[0]!.texts[0]!;
    text.exit = { effect: 'fade', at: text.enter.at, duration: seconds };
    text.animate = {
      scale: [
        { at: 1, value: 1 },
        { at: 0.5, value: 2 },
      ],
      opacity: [{ at: seconds + 1, value: 0 }],
    };
    let error: TemplateError | undefined;
    try {
      parseTemplate(broken, 'x');
    } catch (thrown) {
      error = thrown as TemplateError;
    }
    expect(error!.issues.map(({ code, param }) => `${code} ${param}`)).toEqual(
      expect.arrayContaining([
        'exit_before_entered scenes.0.texts.0.exit.at',
        'exit_after_scene scenes.0.texts.0.exit',
        'keyframes_out_of_order scenes.0.texts.0.animate.scale.1.at',
        'keyframe_after_scene scenes.0.texts.0.animate.opacity.0.at',
      ]),
    );
  });

  it('keeps the caption region clear of where a text moves, not only of where it rests', () => {
    const moving = structuredClone(templates[0]!);
    const scene = moving.scenes[0]!;
    const region = scene.captions!.box;
    const text = scene.texts[0]!;
    const resting = text.captions_box ?? text.box;
    expect(parseTemplate(moving, 'x')).toBeDefined();
    // Down to the caption region's middle and back, half a second into the scene.
    const down = region.y + region.height / 2 - (resting.y + resting.height / 2);
    text.animate = {
      y: [
        { at: 0.5, value: 0 },
        { at: 1, value: down },
        { at: 1.5, value: 0 },
      ],
    };
    let error: TemplateError | undefined;
    try {
      parseTemplate(moving, 'x');
    } catch (thrown) {
      error = thrown as TemplateError;
    }
    expect(error?.issues).toContainEqual(
      expect.objectContaining({ code: 'caption_region_overlaps', message: expect.stringContaining('its moves') }),
    );
  });
});
