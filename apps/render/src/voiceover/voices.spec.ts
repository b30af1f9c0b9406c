import { LANGUAGES, SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { phrase } from '@reelsmith/templates';
import { temporaryDir } from '../test-support/fixtures.js';
import { synthesizeVoiceover } from './espeak-voiceover.js';

describe('voices', () => {
  it.each(SUPPORTED_LANGUAGES.map((code) => [code, LANGUAGES[code].name] as const))(
    'speaks %s (%s) with an espeak-ng voice of its own',
    async (language) => {
      const { dir, remove } = await temporaryDir();
      try {
        const voice = await synthesizeVoiceover({
          sentences: [[phrase(language, 'limited_offer')], [phrase(language, 'shop_now')]],
          language,
          workDir: dir,
          maxSeconds: 20,
          espeakPath: 'espeak-ng',
        });
        expect(voice!.durationSeconds).toBeGreaterThan(0.4);
        expect(voice!.phrases).toHaveLength(2);
      } finally {
        await remove();
      }
    },
  );
});
