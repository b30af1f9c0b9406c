import { bodyOfTemplate, checkTemplateBody, templateCredits, templateOfBody } from './template-body.js';
import { loadTemplates } from './template-loader.js';
import type { TemplateDefinition } from './template.types.js';

describe('template bodies', () => {
  let templates: TemplateDefinition[];
  let body: ReturnType<typeof bodyOfTemplate>;
  beforeAll(async () => {
    templates = await loadTemplates();
    body = bodyOfTemplate(templates[0]!);
  });

  it('accepts every built-in template written back as a body, and flattens it to the same template', () => {
    for (const template of templates) {
      const check = checkTemplateBody(bodyOfTemplate(template));
      expect(check.errors).toEqual([]);
      expect(templateOfBody(check.template!, template.id, template.credits)).toEqual(template);
    }
  });

  it('points a wrong value deep in the definition at its dotted field', () => {
    const wrong = structuredClone(body);
    (wrong.definition.scenes[1]!.texts[0]!.box as { width: unknown }).width = 'wide';
    expect(checkTemplateBody(wrong).errors).toEqual([
      expect.objectContaining({ code: 'parameter_invalid', param: 'definition.scenes.1.texts.0.box.width' }),
    ]);
  });

  it('names an unknown field of the body or of the definition', () => {
    expect(checkTemplateBody({ ...body, colour: '#fff' }).errors).toEqual([
      expect.objectContaining({ code: 'parameter_unknown', param: 'colour' }),
    ]);
    const extra = { ...body, definition: { ...body.definition, sparkle: true } };
    expect(checkTemplateBody(extra).errors).toEqual([
      expect.objectContaining({ code: 'parameter_unknown', param: 'definition.sparkle' }),
    ]);
    const misplaced = { ...body, definition: { ...body.definition, width: 1080 } };
    expect(checkTemplateBody(misplaced).errors).toEqual([
      expect.objectContaining({ code: 'parameter_unknown', param: 'definition.width' }),
    ]);
  });

  it('names every missing field, and refuses what is not an object without throwing', () => {
    const { definition: _definition, name: _name, ...rest } = body;
    expect(checkTemplateBody(rest).errors.map((issue) => issue.param)).toEqual(['name', 'definition']);
    for (const nonsense of [null, [], 'template', 7, { ...body, definition: [] }])
      expect(checkTemplateBody(nonsense).valid).toBe(false);
  });

  it('points a layout rule at the element that breaks it', () => {
    const outside = structuredClone(body);
    outside.definition.scenes[0]!.texts[0]!.box.x = outside.width;
    const params = checkTemplateBody(outside).errors.map((issue) => issue.param);
    expect(params).toContain('definition.scenes.0.texts.0.box');
  });

  it('prices the work: pixels times frames, and one credit more for a voice', () => {
    const silent = { width: 1080, height: 1920, fps: 30, duration_seconds: 12, voiceover: [] };
    expect(templateCredits(silent)).toBe(4);
    expect(templateCredits({ ...silent, voiceover: ['{{product.name}}'] })).toBe(5);
    expect(templateCredits({ ...silent, width: 480, height: 480, fps: 1, duration_seconds: 3 })).toBe(1);
    expect(templateCredits({ ...silent, width: 1920, height: 1080, duration_seconds: 60 })).toBe(19);
  });
});
