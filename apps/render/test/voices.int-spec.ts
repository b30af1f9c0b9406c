import { formatPrice, LANGUAGES, SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { phrase, PHRASE_KEYS } from '@reelsmith/templates';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { speakPieces } from '../src/voiceover/speech.js';
import { spokenText } from '../src/voiceover/spoken-text.js';
import { espeakVoice } from '../src/voices/espeak-engine.js';
import { espeakVoiceName } from '../src/voices/espeak-voice-names.js';

const languages = SUPPORTED_LANGUAGES.map((code) => [code, LANGUAGES[code].name] as const);

describe('voices', () => {
  it.each(languages)('speaks %s (%s) with an espeak-ng voice of its own', async (language) => {
    const { dir, remove } = await temporaryDir();
    try {
      const texts = [phrase(language, 'limited_offer'), phrase(language, 'shop_now')];
      const pieces = await speakPieces(
        texts.map((text) => spokenText(text, language)),
        1,
        { language, workDir: dir, voice: espeakVoice(language, 'espeak-ng') },
      );
      for (const piece of pieces)
        expect((piece!.speechEnd - piece!.speechStart) / piece!.audio.sampleRate).toBeGreaterThan(0.2);
    } finally {
      await remove();
    }
  });

  // espeak-ng's phonemes (-x) mark a switch to another language's rules, "(en)", which is how
  // it says "Chinese letter" for a kanji it cannot read, or reads pinyin digits in English.
  it.each(languages.filter(([code]) => code !== 'en'))(
    'reads every %s (%s) phrase in that language, never switching to English',
    async (language) => {
      for (const key of PHRASE_KEYS) {
        const text = spokenText(phrase(language, key), language);
        const { stdout } = await runProcess('espeak-ng', ['-q', '-x', '-v', espeakVoiceName(language), text]);
        expect(`${key}: ${stdout.trim()}`).not.toMatch(/\(en\)/);
        expect(stdout.trim()).not.toBe('');
      }
    },
  );

  // Every template speaks the price; espeak-ng's Hebrew voice said nothing for its digits.
  it.each(languages)('says the number of a price in %s (%s)', async (language) => {
    const phonemes = async (text: string) => {
      const { stdout } = await runProcess('espeak-ng', [
        '-q',
        '-x',
        '-v',
        espeakVoiceName(language),
        spokenText(text, language),
      ]);
      // Pauses (_, _!, _|) and spaces are not sounds.
      return stdout.replace(/[\s_!|:]/g, '');
    };
    const price = formatPrice({ amount: 149_090, currency: 'usd' }, language);
    const withoutNumber = price.replace(/[\p{Nd}.,\u00A0\u202F\u066B\u066C]+/gu, ' ');
    expect(await phonemes(price)).not.toBe(await phonemes(withoutNumber));
  });
});
