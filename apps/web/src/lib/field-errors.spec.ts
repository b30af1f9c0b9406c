import { describe, expect, it } from '@jest/globals';
import { ReelsmithError } from '@reelsmith/sdk';
import { fieldForParam, shownError } from './field-errors.js';

describe('fieldForParam', () => {
  it('finds the field a param names, or the nearest field above a nested one', () => {
    const fields = ['name', 'price', 'user_prompt.headline'];
    expect(fieldForParam('name', fields)).toBe('name');
    expect(fieldForParam('price.amount', fields)).toBe('price');
    expect(fieldForParam('user_prompt.headline', fields)).toBe('user_prompt.headline');
    expect(fieldForParam('user_prompt.unknown', fields)).toBeUndefined();
    expect(fieldForParam(undefined, fields)).toBeUndefined();
  });

  it('follows aliases for params whose field has another name', () => {
    expect(fieldForParam('price.currency', ['price', 'currency'], { 'price.currency': 'currency' })).toBe('currency');
  });
});

describe('shownError', () => {
  it('puts an API error beside the field its param names', () => {
    const error = new ReelsmithError(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid',
      message: 'Invalid image_url.',
      param: 'image_url',
    });
    expect(shownError(error, ['name', 'image_url'])).toEqual({ field: 'image_url', message: 'Invalid image_url.' });
  });

  it('quotes the request id of a server error, for support', () => {
    const error = new ReelsmithError(500, { type: 'api_error', message: 'Something broke.' }, 'req_123');
    expect(shownError(error, [])).toEqual({ field: undefined, message: 'Something broke. (request req_123)' });
  });
});
