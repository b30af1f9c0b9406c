import { ServiceError } from '@reelsmith/contracts';
import { bodyOfTemplate, loadTemplates, type TemplateBody } from '@reelsmith/templates';
import { MAX_DEFINITION_BYTES, acceptedBody, contentHash } from './accepted-body.js';

describe(acceptedBody.name, () => {
  let body: TemplateBody;
  beforeAll(async () => {
    body = bodyOfTemplate((await loadTemplates())[0]!);
  });

  const refusal = (candidate: unknown) => {
    try {
      acceptedBody(candidate);
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      return (error as ServiceError).toBody();
    }
    throw new Error('accepted');
  };

  it('accepts a built-in template written as a body', () => {
    expect(acceptedBody(body)).toBe(body);
  });

  it("refuses a definition over 256 KiB before reading it, naming 'definition'", () => {
    const huge = { ...body, definition: { ...body.definition, filler: 'x'.repeat(MAX_DEFINITION_BYTES) } };
    expect(refusal(huge)).toMatchObject({ code: 'template_too_large', param: 'definition' });
  });

  it('answers the first finding of the format with its code and dotted param', () => {
    const outside = structuredClone(body);
    outside.definition.scenes[0]!.texts[0]!.box.x = outside.width;
    expect(refusal(outside)).toMatchObject({ code: 'template_invalid', param: 'definition.scenes.0.texts.0.box' });
    expect(refusal({ ...body, colour: '#fff' })).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it('names no param when the body itself is not an object', () => {
    expect(refusal('template')).toEqual({ code: 'parameter_invalid', message: 'The body must be a JSON object.' });
  });
});

describe('contentHash', () => {
  it('is the same for the same content and differs for another', () => {
    expect(contentHash({ a: 1 })).toBe(contentHash({ a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });
});
