import { z } from 'zod';
import { ApiError } from './api-error.js';
import { allowPrivateUrls, httpUrlSchema } from './schemas.js';
import { parseInput } from './validation.js';

const body = z.strictObject({ webhook_url: httpUrlSchema(2048) });

function refusal(webhook_url: string): ApiError | undefined {
  try {
    parseInput(body, { webhook_url }, 'body');
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe(httpUrlSchema.name, () => {
  afterEach(() => allowPrivateUrls(false));

  it.each(['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]/hook', 'http://169.254.169.254/'])(
    'refuses %s as a private or local address, naming the field',
    (url) => {
      expect(refusal(url)).toMatchObject({
        status: 400,
        code: 'parameter_invalid',
        param: 'webhook_url',
        message: 'Invalid webhook_url: the address points to a private or local network.',
      });
    },
  );

  it('accepts a public address', () => {
    expect(refusal('https://hooks.example.com/x')).toBeUndefined();
  });

  it('accepts a private address when the operator allows private URLs', () => {
    allowPrivateUrls(true);
    expect(refusal('http://127.0.0.1:8080/hook')).toBeUndefined();
  });

  it('reports a malformed URL as malformed, not as private', () => {
    expect(refusal('ftp://127.0.0.1/x')?.message).toBe(
      'Invalid webhook_url: must be an absolute http(s) URL without credentials.',
    );
  });
});
