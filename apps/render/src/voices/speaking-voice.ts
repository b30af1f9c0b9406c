import type { Voice } from '@reelsmith/contracts';
import type { PcmAudio } from '../voiceover/wav.js';

/** What one render's speaking needs beside the text: its scratch folder, its stop signal, its budget. */
export interface SpeechJob {
  workDir: string;
  signal?: AbortSignal;
  /** Budget of each synthesis (a run of espeak-ng, a Festival utterance, a model's pass). */
  timeoutMs?: number;
}

/**
 * A voice ready to speak: the engine behind one entry of the registry. `speak` says each piece
 * at `rate` (a multiple of the voice's natural pace) and answers one 16-bit PCM clip per piece,
 * in order. The files it writes go in the job's folder; it never opens a network connection.
 */
export interface SpeakingVoice {
  voice: Voice;
  /** Changes when the voice's files do (a model replaced in place), so its stored sample is made anew. */
  version?: string;
  speak(pieces: string[], rate: number, job: SpeechJob): Promise<PcmAudio[]>;
}
