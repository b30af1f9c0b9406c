import {
  bodyOfTemplate,
  checkTemplateBody,
  templateCredits,
  templateOfBody,
  type TemplateBody,
} from './template-body.js';
import { TEMPLATE_ERROR_CODES } from './template-issues.js';
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

  it('refuses a box less than a pixel wide or high', () => {
    const hairline = structuredClone(body);
    hairline.definition.scenes[0]!.texts[0]!.box.width = 6e-77;
    expect(checkTemplateBody(hairline).errors).toEqual([
      expect.objectContaining({ param: 'definition.scenes.0.texts.0.box.width' }),
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

  const findings = (candidate: unknown) =>
    checkTemplateBody(candidate).errors.map(({ code, param }) => `${code} ${param}`);
  const changed = (change: (copy: TemplateBody) => void) => {
    const copy = structuredClone(body);
    change(copy);
    return copy;
  };

  it('gives each broken rule its stable code, pointed at the exact field', () => {
    const broken = changed((copy) => {
      const [first, second] = copy.definition.scenes as [
        TemplateBody['definition']['scenes'][0],
        TemplateBody['definition']['scenes'][0],
      ];
      first.texts[0]!.text = '{{product.nmae}}';
      first.texts[1]!.colour = 'brand_blue';
      first.texts[1]!.min_size = first.texts[1]!.size + 1;
      second.texts[1]!.name = second.texts[0]!.name ?? 'twin';
      second.texts[0]!.name ??= 'twin';
      first.duration_seconds += 5;
      copy.definition.voiceover = [{ text: '{{product.name}}', scene: 7, priority: 1 }];
    });
    expect(findings(broken)).toEqual(
      expect.arrayContaining([
        'unknown_placeholder definition.scenes.0.texts.0.text',
        'unknown_colour definition.scenes.0.texts.1.colour',
        'min_size_above_size definition.scenes.0.texts.1.min_size',
        'name_not_unique definition.scenes.1.texts.1.name',
        'scene_durations_mismatch definition.scenes',
        'voice_line_scene_missing definition.voiceover.0.scene',
      ]),
    );
    for (const issue of checkTemplateBody(broken).errors) {
      expect(TEMPLATE_ERROR_CODES).toContain(issue.code);
      expect(issue.message).toMatch(/\.$/);
    }
  });

  it("refuses a caption region that meets a text, on the scene's caption box", () => {
    const overlapping = changed((copy) => {
      const scene = copy.definition.scenes[0]!;
      const text = scene.texts[0]!;
      delete text.captions_box;
      text.box = { ...scene.captions!.box };
    });
    expect(findings(overlapping)).toContain('caption_region_overlaps definition.scenes.0.captions.box');
  });

  it("keeps a custom template within the format's limits: sides, aspect, length, scenes, texts, size", () => {
    expect(findings({ ...body, width: 481 })).toEqual(['parameter_invalid width']);
    expect(findings({ ...body, width: 2160, height: 3840 })).toEqual(['parameter_invalid width']);
    expect(findings({ ...body, width: 1080, height: 1000 })).toContain('aspect_ratio_unsupported height');
    expect(findings({ ...body, width: 1080, height: 1350 })).not.toContain('aspect_ratio_unsupported height');
    expect(findings({ ...body, duration_seconds: 61 })).toEqual(['parameter_invalid duration_seconds']);
    const scenes = changed((copy) => {
      copy.definition.scenes = Array.from({ length: 21 }, () => structuredClone(copy.definition.scenes[0]!));
    });
    expect(findings(scenes)).toEqual(['limit_exceeded definition.scenes']);
    const texts = changed((copy) => {
      const scene = copy.definition.scenes[0]!;
      scene.texts = Array.from({ length: 31 }, () => structuredClone(scene.texts[0]!));
    });
    expect(findings(texts)).toEqual(['limit_exceeded definition.scenes.0.texts']);
    const heavy = changed((copy) => {
      copy.definition.palette = Object.fromEntries(
        Array.from({ length: 6000 }, (_, i) => [`colour_${i}_${'x'.repeat(30)}`, '#112233']),
      );
    });
    expect(findings(heavy)).toEqual(['definition_too_large definition']);
  });

  it("reports a value that matches none of a field's forms once, or the form it plainly took", () => {
    const gradient = changed((copy) => {
      copy.definition.scenes[0]!.background = { gradient: { from: '#000000' } } as never;
    });
    expect(findings(gradient)).toEqual(['parameter_missing definition.scenes.0.background.gradient.to']);
    const neither = changed((copy) => {
      copy.definition.scenes[0]!.background = { color: '#000000' } as never;
    });
    expect(findings(neither)).toEqual(['parameter_invalid definition.scenes.0.background']);
  });

  it('prices the work: pixels times frames, and one credit more for a voice', () => {
    const silent = { width: 1080, height: 1920, fps: 30, duration_seconds: 12, voiceover: [] };
    expect(templateCredits(silent)).toBe(4);
    expect(templateCredits({ ...silent, voiceover: ['{{product.name}}'] })).toBe(5);
    expect(templateCredits({ ...silent, width: 480, height: 480, fps: 1, duration_seconds: 3 })).toBe(1);
    expect(templateCredits({ ...silent, width: 1920, height: 1080, duration_seconds: 60 })).toBe(19);
  });
});
