import type { Language, VoiceQuality } from './languages.js';

/** What speaks a voice: espeak-ng (every language), Festival's HTS voices, or an ONNX model (sherpa-onnx). */
export const VOICE_ENGINES = ['espeak', 'festival', 'neural'] as const;
export type VoiceEngine = (typeof VOICE_ENGINES)[number];

export const VOICE_GENDERS = ['female', 'male', 'neutral'] as const;
export type VoiceGender = (typeof VOICE_GENDERS)[number];

/** A voice a video can speak with (`GET /voices`): the render fleet says which exist. */
export interface Voice {
  id: string;
  language: Language;
  name: string;
  engine: VoiceEngine;
  gender: VoiceGender;
  /** Samples a second of what the engine writes, before the video's audio is resampled. */
  sample_rate: number;
  quality: VoiceQuality;
}

/** A voice id: lowercase letters, digits and dashes, as the registry makes them. */
export const VOICE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The voice a video speaks with when it names none: espeak-ng's voice of its language. */
export const defaultVoiceId = (language: Language): string => `espeak-${language}`;

export interface ListVoicesQuery {
  language?: Language;
}

export interface MakeVoiceSampleCommand {
  voice_id: string;
}

/** Where a voice's sample is stored (a WAV), made on first demand and kept. */
export interface VoiceSample {
  key: string;
}

export interface VoiceRequests {
  'render.list_voices': { request: ListVoicesQuery; response: Voice[] };
  'render.make_voice_sample': { request: MakeVoiceSampleCommand; response: VoiceSample };
}
