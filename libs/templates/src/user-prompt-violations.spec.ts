import type { Template } from '@reelsmith/contracts';
import { validateUserPrompt } from './user-prompt-validation.js';

const template: Template = {
  id: 'tmpl_spec',
  name: 'Spec',
  description: '',
  width: 1080,
  height: 1920,
  fps: 30,
  duration_seconds: 10,
  credits: 5,
  variables: {
    type: 'object',
    additionalProperties: false,
    required: ['headline'],
    properties: {
      headline: { type: 'string', minLength: 1, maxLength: 10 },
      brand_color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      voiceover: { type: 'boolean' },
    },
  },
};

const errorOf = (userPrompt: Record<string, unknown>) => {
  const violation = validateUserPrompt(template, userPrompt);
  if (!violation) throw new Error('expected a violation');
  return violation;
};

describe(`${validateUserPrompt.name} against any template schema`, () => {
  it('accepts a user_prompt that satisfies the template schema', () => {
    expect(validateUserPrompt(template, { headline: 'Hi', voiceover: true })).toBeNull();
  });

  it('names unknown, missing and invalid fields with a dotted param', () => {
    expect(errorOf({ headline: 'Hi', colour: 'red' })).toMatchObject({
      code: 'parameter_unknown',
      param: 'user_prompt.colour',
    });
    expect(errorOf({})).toMatchObject({ code: 'parameter_missing', param: 'user_prompt.headline' });
    expect(errorOf({ headline: 'far too long here' })).toMatchObject({
      code: 'parameter_invalid',
      param: 'user_prompt.headline',
    });
    expect(errorOf({ headline: 'Hi', brand_color: 'red' })).toMatchObject({ param: 'user_prompt.brand_color' });
    expect(errorOf({ headline: 'Hi', voiceover: 'yes' })).toMatchObject({ param: 'user_prompt.voiceover' });
  });
});
