import { describe, expect, it } from '@jest/globals';
import { fieldsFromSchema, labelFromName, userPromptFrom } from './schema-form.js';

/** The shape of the built-in templates' `variables`. */
const variables = {
  type: 'object',
  additionalProperties: false,
  properties: {
    headline: { type: 'string', minLength: 1, maxLength: 80, description: 'Big line.' },
    brand_color: {
      type: 'string',
      pattern: '^#[0-9a-fA-F]{6}$',
      description: 'Main colour, #RRGGBB.',
      default: '#FF5A36',
    },
    accent: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    voiceover: { type: 'boolean', description: 'Adds a spoken voice-over, and its WebVTT captions (captions_url).' },
    captions: { type: 'boolean', description: 'Burns the captions into the picture; needs voiceover: true.' },
    story: { type: 'string', maxLength: 1000 },
    mood: { type: 'string', enum: ['calm', 'loud'] },
    seconds: { type: 'integer', minimum: 6, maximum: 30 },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['headline'],
};

describe('fieldsFromSchema', () => {
  const fields = fieldsFromSchema(variables);
  const byName = Object.fromEntries(fields.map((field) => [field.name, field]));

  it('labels fields from variable names and describes them with the schema description', () => {
    expect(byName.headline).toMatchObject({ label: 'Headline', hint: 'Big line.', required: true });
    expect(byName.brand_color?.label).toBe('Brand color');
    expect(labelFromName('call_to_action')).toBe('Call to action');
    expect(labelFromName('brandColor')).toBe('Brand color');
  });

  it("shows a colour's template default, and none when the schema has none", () => {
    expect(byName.brand_color).toMatchObject({ kind: 'color', defaultValue: '#FF5A36' });
    expect(byName.accent).toMatchObject({ kind: 'color', defaultValue: undefined });
  });

  it("explains the engine's voice-over and captions for people, not in the API's words", () => {
    for (const name of ['voiceover', 'captions']) {
      expect(byName[name]?.hint).not.toMatch(/captions_url|voiceover: true|WebVTT/);
    }
    expect(byName.captions?.hint).toMatch(/voice-over/);
  });

  it('takes the length limits of texts from the schema, with a text area for long ones', () => {
    expect(byName.headline).toMatchObject({ kind: 'text', minLength: 1, maxLength: 80, multiline: false });
    expect(byName.story).toMatchObject({ kind: 'text', maxLength: 1000, multiline: true });
  });

  it('gives a #RRGGBB pattern a colour picker and a boolean a checkbox', () => {
    expect(byName.brand_color?.kind).toBe('color');
    expect(byName.voiceover).toMatchObject({ kind: 'checkbox', defaultValue: false, required: false });
    expect(fieldsFromSchema({ properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } })[0]?.kind).toBe('text');
  });

  it('gives enums a select and numbers their minimum and maximum', () => {
    expect(byName.mood).toMatchObject({ kind: 'select', options: ['calm', 'loud'] });
    expect(byName.seconds).toMatchObject({ kind: 'number', integer: true, min: 6, max: 30 });
  });

  it('leaves out what it cannot draw, and copes with no schema at all', () => {
    expect(byName.tags).toBeUndefined();
    expect(fieldsFromSchema(undefined)).toEqual([]);
  });
});

describe('userPromptFrom', () => {
  const fields = fieldsFromSchema(variables);

  it('sends only what was filled in, trimmed, and colours as upper-case #RRGGBB', () => {
    expect(
      userPromptFrom(fields, {
        headline: '  Summer sale ',
        story: '',
        brand_color: '#ff5a36',
        voiceover: true,
        mood: '',
        seconds: '12',
      }),
    ).toEqual({ headline: 'Summer sale', brand_color: '#FF5A36', voiceover: true, seconds: 12 });
  });

  it('leaves out a checkbox at its default and a colour never picked', () => {
    expect(userPromptFrom(fields, { voiceover: false, brand_color: undefined })).toEqual({});
  });
});
