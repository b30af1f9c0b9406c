import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@reelsmith/config';
import { loadRenderConfig } from './config.js';

describe(loadRenderConfig.name, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-render-config-'));
    writeFileSync(join(dir, 'a-file'), '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has no neural voices unless VOICE_MODELS_DIR names a readable folder', () => {
    expect(loadRenderConfig({}).VOICE_MODELS_DIR).toBeUndefined();
    expect(loadRenderConfig({ VOICE_MODELS_DIR: dir }).VOICE_MODELS_DIR).toBe(dir);
  });

  it.each([
    ['a folder that is not there', () => join(dir, 'missing')],
    ['a file', () => join(dir, 'a-file')],
  ])('refuses to start with VOICE_MODELS_DIR set to %s, naming the variable', (_, path) => {
    expect(() => loadRenderConfig({ VOICE_MODELS_DIR: path() })).toThrow(ConfigError);
    expect(() => loadRenderConfig({ VOICE_MODELS_DIR: path() })).toThrow(
      /VOICE_MODELS_DIR: must be a readable directory/,
    );
  });

  it('honours a broken test profile only in a test build, and refuses to start with one elsewhere', () => {
    expect(
      loadRenderConfig({ NODE_ENV: 'test', RENDER_TEST_BROKEN_PROFILE: 'tiktok' }).RENDER_TEST_BROKEN_PROFILE,
    ).toBe('tiktok');
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadRenderConfig({ NODE_ENV, RENDER_TEST_BROKEN_PROFILE: 'tiktok' })).toThrow(
        /RENDER_TEST_BROKEN_PROFILE: RENDER_TEST_BROKEN_PROFILE is for tests only/,
      );
    }
  });
});
