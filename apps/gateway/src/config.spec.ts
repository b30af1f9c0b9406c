import { ConfigError } from '@reelsmith/config';
import { isStrongToken, loadGatewayConfig } from './config.js';

const production = { NODE_ENV: 'production' };

describe(loadGatewayConfig.name, () => {
  it.each([
    'change-me-please-this-is-long',
    'CHANGE_ME_0123456789abcdef',
    'REPLACE-ME',
    'REPLACE-ME-with-a-real-token',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'abcdefgh12345678',
  ])('refuses ADMIN_TOKEN=%s in production, naming the variable', (token) => {
    expect(() => loadGatewayConfig({ ...production, ADMIN_TOKEN: token })).toThrow(ConfigError);
    expect(() => loadGatewayConfig({ ...production, ADMIN_TOKEN: token })).toThrow(/ADMIN_TOKEN/);
  });

  it('takes a random token of at least 128 bits in production', () => {
    const token = 'f3a9c1d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718';
    expect(loadGatewayConfig({ ...production, ADMIN_TOKEN: token }).ADMIN_TOKEN).toBe(token);
    expect(isStrongToken('adm_Zr8kQ2xW9vT1nB4mC7pL0sD3fG6hJ5yE')).toBe(true);
  });

  it('leaves development and test tokens alone', () => {
    expect(loadGatewayConfig({ ADMIN_TOKEN: 'change-me-in-dev-only' }).ADMIN_TOKEN).toBe('change-me-in-dev-only');
  });

  it('believes X-Forwarded-For from nobody unless TRUSTED_PROXIES names the proxies', () => {
    expect(loadGatewayConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadGatewayConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });
});
