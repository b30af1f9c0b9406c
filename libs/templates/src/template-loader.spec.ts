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
        problems: ['variables.captions must be declared (a boolean): every template accepts it'],
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
    expect(error!.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('{{user_prompt.undeclared}}'),
        expect.stringContaining('"no_such_colour"'),
        expect.stringContaining('leaves the frame'),
        expect.stringContaining('additionalProperties'),
        'variables.unused is declared but never shown',
      ]),
    );
  });

  it('rejects a malformed id or an unknown field', () => {
    const badId = { ...templates[0]!, id: 'tmpl_01JTEMPLATE0000000000VERT1' };
    expect(() => parseTemplate(badId, 'x')).toThrow(/id/);
    expect(() => parseTemplate({ ...templates[0]!, extra: 1 }, 'x')).toThrow(TemplateError);
  });
});
