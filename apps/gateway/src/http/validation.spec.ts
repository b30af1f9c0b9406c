import { z } from 'zod';
import { ApiError } from './api-error.js';
import { parseInput } from './validation.js';

const schema = z.strictObject({
  name: z.string().min(1).max(5),
  count: z.number().int().optional(),
  nested: z.strictObject({ headline: z.string() }).optional(),
});

function errorOf(input: unknown): ApiError {
  try {
    parseInput(schema, input, 'body');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected a validation error');
}

describe(parseInput.name, () => {
  it('returns the parsed input when it is valid', () => {
    expect(parseInput(schema, { name: 'Mug' }, 'body')).toEqual({ name: 'Mug' });
  });

  it('names a missing field with code parameter_missing', () => {
    expect(errorOf({})).toMatchObject({ status: 400, code: 'parameter_missing', param: 'name' });
  });

  it('treats an absent body as an empty object, so the first missing field is reported', () => {
    expect(errorOf(undefined)).toMatchObject({ code: 'parameter_missing', param: 'name' });
  });

  it('names an unknown field with code parameter_unknown', () => {
    expect(errorOf({ name: 'Mug', colour: 'red' })).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it('reports nested fields with a dotted param', () => {
    expect(errorOf({ name: 'Mug', nested: { headline: 3 } })).toMatchObject({
      code: 'parameter_invalid',
      param: 'nested.headline',
    });
    expect(errorOf({ name: 'Mug', nested: { headline: 'x', extra: 1 } })).toMatchObject({
      code: 'parameter_unknown',
      param: 'nested.extra',
    });
  });

  it('explains wrong types and lengths in a sentence', () => {
    expect(errorOf({ name: 5 }).message).toBe('Invalid name: expected a string.');
    expect(errorOf({ name: '' }).message).toBe('Invalid name: must be at least 1 character long.');
    expect(errorOf({ name: 'toolong' }).message).toBe('Invalid name: must be at most 5 characters long.');
    expect(errorOf({ name: 'a', count: 1.5 }).message).toBe('Invalid count: expected an integer.');
  });

  it('refuses a body that is not a JSON object', () => {
    expect(errorOf([1, 2])).toMatchObject({ code: 'parameter_invalid', param: undefined });
    expect(errorOf('text')).toMatchObject({ code: 'parameter_invalid' });
  });
});
