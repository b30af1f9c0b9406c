import { isValidKey } from '@reelsmith/storage';
import { espeakVoice } from './espeak-engine.js';
import { sampleKey, sampleTexts } from './voice-samples.js';

describe(sampleKey.name, () => {
  const espeak = espeakVoice('de', 'espeak-ng');

  it('is a storage key of its own kind, named after the voice', () => {
    expect(sampleKey(espeak)).toMatch(/^voice-samples\/espeak-de_[0-9a-f]{16}\.wav$/);
    expect(isValidKey(sampleKey(espeak))).toBe(true);
  });

  it('changes with the voice’s files, so a model replaced in place gets a new sample', () => {
    expect(sampleKey({ ...espeak, version: '1000-1' })).not.toBe(sampleKey(espeak));
    expect(sampleKey({ ...espeak, version: '1000-1' })).not.toBe(sampleKey({ ...espeak, version: '1000-2' }));
    expect(sampleKey({ ...espeak, version: '1000-1' })).toBe(sampleKey({ ...espeak, version: '1000-1' }));
  });

  it('says fixed phrases in the voice’s language', () => {
    expect(sampleTexts(espeak)).toContain('Jetzt kaufen');
  });
});
