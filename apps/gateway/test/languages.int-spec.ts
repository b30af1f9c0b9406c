import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { ApiClient, type ErrorBody, type List, type ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

const ADMIN_TOKEN = 'languages-test-admin-token-0123456789';

interface Language {
  code: string;
  name: string;
  native_name: string;
  script: string;
  direction: 'ltr' | 'rtl';
  voice_quality: 'good' | 'fair' | 'poor';
}

describe('GET /v1/languages', () => {
  let gateway: ServiceHarness;
  let api: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    gateway = await startGateway({ ADMIN_TOKEN });
    const baseUrl = `http://127.0.0.1:${gateway.env.GATEWAY_PORT}/v1`;
    admin = new ApiClient(baseUrl, ADMIN_TOKEN);
    const created = await admin.post<{ api_key: string; account: { language: string } }>('/admin/accounts', {
      name: 'Polyglot',
      language: 'ko',
    });
    expect(created.status).toBe(201);
    expect(created.body.account.language).toBe('ko');
    api = new ApiClient(baseUrl, created.body.api_key);
  });

  afterAll(async () => {
    await gateway?.stop();
  });

  it('lists every supported language with its script and direction', async () => {
    const response = await api.get<List<Language>>('/languages');
    expect(response.status).toBe(200);
    expect(response.body.has_more).toBe(false);
    const languages = response.body.data;
    expect(languages.map((language) => language.code)).toEqual([...SUPPORTED_LANGUAGES]);
    expect(languages.length).toBeGreaterThanOrEqual(30);
    expect(new Set(languages.map((language) => language.script))).toEqual(
      new Set(['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Devanagari', 'Thai', 'Han', 'Japanese', 'Hangul']),
    );
    expect(languages.filter((language) => language.direction === 'rtl').map((language) => language.code)).toEqual([
      'ar',
      'fa',
      'he',
    ]);
    expect(languages.find((language) => language.code === 'hi')).toEqual({
      code: 'hi',
      name: 'Hindi',
      native_name: 'हिन्दी',
      script: 'Devanagari',
      direction: 'ltr',
      voice_quality: 'fair',
    });
  });

  it('says honestly which voice-overs are poor: Thai and Hebrew', async () => {
    const response = await api.get<List<Language>>('/languages');
    const poor = response.body.data.filter((language) => language.voice_quality === 'poor');
    expect(poor.map((language) => language.code)).toEqual(['he', 'th']);
  });

  it('is the enum accounts and videos take, and an unknown language is refused naming it', async () => {
    const refused = await admin.post<ErrorBody>('/admin/accounts', { name: 'Nope', language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'parameter_invalid', param: 'language' });
  });
});
