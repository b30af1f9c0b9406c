import type { Language } from '@reelsmith/templates';
import type { SpeakingVoice, SpeechJob } from '../voices/speaking-voice.js';
import { soundBounds, type PcmAudio } from './wav.js';

/**
 * Speech is what rises above -46 dBFS (a fraction of full scale); a little of what lies below
 * is kept on each side, so a soft onset or fading consonant is not cut off.
 */
export const SPEECH_THRESHOLD = 0.005;
const EDGE_SECONDS = 0.02;

export interface SpeechRequest extends SpeechJob {
  language: Language;
  /** The voice that speaks (voices/voice-registry.ts). */
  voice: SpeakingVoice;
}

/** A piece of speech as the voice said it, with where its sound is. */
export interface MeasuredSpeech {
  audio: PcmAudio;
  /** The kept frames: the speech plus a little on each side. */
  from: number;
  to: number;
  /** Where the speech starts and ends, in frames from `from`. */
  speechStart: number;
  speechEnd: number;
}

function measure(audio: PcmAudio): MeasuredSpeech | null {
  const bounds = soundBounds(audio, SPEECH_THRESHOLD);
  if (!bounds) return null;
  const edge = Math.round(EDGE_SECONDS * audio.sampleRate);
  const frames = audio.samples.length / audio.channels;
  const from = Math.max(0, bounds.start - edge);
  const to = Math.min(frames, bounds.end + edge);
  return { audio, from, to, speechStart: bounds.start - from, speechEnd: bounds.end - from };
}

/**
 * Speaks each piece (the voice's input text) at `rate` (a multiple of the voice's natural pace)
 * and measures where its sound is: null for a piece that made none.
 */
export async function speakPieces(
  pieces: string[],
  rate: number,
  request: SpeechRequest,
): Promise<Array<MeasuredSpeech | null>> {
  const spoken = await request.voice.speak(pieces, rate, request);
  if (spoken.length !== pieces.length) throw new Error(`the voice ${request.voice.voice.id} lost pieces`);
  return spoken.map(measure);
}
