import { z } from 'zod';
import { ConfigError, commonEnvSchema, envBoolean, envPort, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the defaults of an empty environment', () => {
    expect(loadEnv(commonEnvSchema, {})).toMatchObject({
      NATS_URL: 'nats://127.0.0.1:4222',
      POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432',
      LOG_LEVEL: 'info',
    });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadEnv(commonEnvSchema, { NATS_URL: 'http://nats' })).toThrow(ConfigError);
    expect(() => loadEnv(commonEnvSchema, { NATS_URL: 'http://nats' })).toThrow(/NATS_URL/);
  });

  it('rejects ports and booleans that are not what they claim', () => {
    const schema = z.object({ PORT: envPort(3000), FLAG: envBoolean(false) });
    expect(() => loadEnv(schema, { PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv(schema, { FLAG: 'yes' })).toThrow(/FLAG/);
    expect(loadEnv(schema, { PORT: '8080', FLAG: 'TRUE' })).toEqual({ PORT: 8080, FLAG: true });
  });
});
