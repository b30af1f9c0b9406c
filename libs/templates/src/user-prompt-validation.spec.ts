import { loadTemplates } from './template-loader.js';
import type { TemplateDefinition } from './template.types.js';
import { validateUserPrompt } from './user-prompt-validation.js';

describe(validateUserPrompt.name, () => {
  let template: TemplateDefinition;
  beforeAll(async () => {
    template = (await loadTemplates()).find((t) => t.height > t.width)!;
  });

  it('accepts a valid user_prompt, an empty one and a missing one', () => {
    expect(
      validateUserPrompt(template, { headline: 'Hi', price: '$5', brand_color: '#112233', voiceover: true }),
    ).toBeNull();
    expect(validateUserPrompt(template, {})).toBeNull();
    expect(validateUserPrompt(template, undefined)).toBeNull();
  });

  it('names an unknown field with a dotted param', () => {
    expect(validateUserPrompt(template, { headline: 'Hi', colour: 'red' })).toEqual({
      code: 'parameter_unknown',
      param: 'user_prompt.colour',
      message: expect.stringMatching(
        /^Unknown parameter: user_prompt\.colour\. This template accepts: headline, price/,
      ),
    });
  });

  it('names a field of the wrong type or shape', () => {
    expect(validateUserPrompt(template, { headline: 42 })).toEqual({
      code: 'parameter_invalid',
      param: 'user_prompt.headline',
      message: 'Invalid user_prompt.headline: it must be string.',
    });
    expect(validateUserPrompt(template, { brand_color: 'red' })).toMatchObject({ param: 'user_prompt.brand_color' });
    expect(validateUserPrompt(template, { voiceover: 'yes' })).toMatchObject({ param: 'user_prompt.voiceover' });
    expect(validateUserPrompt(template, { headline: 'x'.repeat(81) })).toMatchObject({ param: 'user_prompt.headline' });
  });

  it('accepts captions with a voice-over in every built-in template', async () => {
    for (const each of await loadTemplates()) {
      expect(validateUserPrompt(each, { voiceover: true, captions: true })).toBeNull();
      expect(validateUserPrompt(each, { voiceover: true, captions: false })).toBeNull();
    }
  });

  it('refuses captions without a voice-over, naming user_prompt.captions', () => {
    for (const userPrompt of [{ captions: true }, { captions: true, voiceover: false }]) {
      expect(validateUserPrompt(template, userPrompt)).toEqual({
        code: 'parameter_invalid',
        param: 'user_prompt.captions',
        message: expect.stringContaining('user_prompt.voiceover: true'),
      });
    }
    expect(validateUserPrompt(template, { captions: 'yes', voiceover: true })).toMatchObject({
      param: 'user_prompt.captions',
    });
  });

  it('refuses a user_prompt that is not an object', () => {
    expect(validateUserPrompt(template, ['headline'])).toMatchObject({
      code: 'parameter_invalid',
      param: 'user_prompt',
    });
  });
});
