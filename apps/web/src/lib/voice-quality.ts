import type { Language } from '@reelsmith/sdk';

/**
 * What to tell someone about to order a voice-over in `language`, before they pay for it: the
 * API renders it (and says `voice_quality_poor` on the video afterwards), but a voice that is
 * hard to understand is better known beforehand. Nothing for a good or fair voice, or without a
 * voice-over.
 */
export function voiceQualityNotice(
  language: Language | undefined,
  userPrompt: Record<string, unknown>,
): string | undefined {
  if (userPrompt.voiceover !== true || language?.voice_quality !== 'poor') return undefined;
  return `The ${language.name} voice is poor: a synthetic voice that listeners may find hard to follow. Consider captions without a voice-over.`;
}
