import { describe, expect, it } from '@jest/globals';
import type { Language } from '@reelsmith/sdk';
import { voiceQualityNotice } from './voice-quality.js';

const language = (code: string, name: string, voice_quality: Language['voice_quality']) =>
  ({ code, name, native_name: name, script: 'Latin', direction: 'ltr', voice_quality }) as Language;

describe(voiceQualityNotice.name, () => {
  it('warns before a voice-over in a language whose voice is poor', () => {
    expect(voiceQualityNotice(language('th', 'Thai', 'poor'), { voiceover: true })).toMatch(/^The Thai voice is poor/);
  });

  it('says nothing without a voice-over, or for a good or fair voice', () => {
    expect(voiceQualityNotice(language('th', 'Thai', 'poor'), {})).toBeUndefined();
    expect(voiceQualityNotice(language('de', 'German', 'good'), { voiceover: true })).toBeUndefined();
    expect(voiceQualityNotice(language('vi', 'Vietnamese', 'fair'), { voiceover: true })).toBeUndefined();
    expect(voiceQualityNotice(undefined, { voiceover: true })).toBeUndefined();
  });
});
