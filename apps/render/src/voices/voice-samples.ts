import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { voiceSampleKey, type ObjectStorage } from '@reelsmith/storage';
import { phrase } from '@reelsmith/templates';
import { normalizeLoudness } from '../voiceover/loudness.js';
import { speakPieces } from '../voiceover/speech.js';
import { spokenTexts } from '../voiceover/spoken-text.js';
import { LOUDNESS_TARGET } from '../voiceover/voice-script.js';
import { floatWav } from '../voiceover/wav.js';
import type { SpeakingVoice } from './speaking-voice.js';

// The silence between the sample's phrases, and around them.
const PAUSE_SECONDS = 0.3;

/** What a sample says: three of the templates' fixed phrases, in the voice's language. */
export function sampleTexts(voice: SpeakingVoice): string[] {
  const { language } = voice.voice;
  return [phrase(language, 'discover'), phrase(language, 'limited_offer'), phrase(language, 'shop_now')];
}

/** The sample's storage key: a new one whenever the voice or what it says changes. */
export function sampleKey(voice: SpeakingVoice): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([voice.voice, voice.version ?? null, sampleTexts(voice)]))
    .digest('hex')
    .slice(0, 16);
  return voiceSampleKey(voice.voice.id, digest);
}

/**
 * A few seconds of the voice, at the videos' loudness, as a WAV: each phrase as the voice says
 * it in a video (the same spoken forms and measured speech), a short pause between them.
 */
export async function speakSample(
  voice: SpeakingVoice,
  job: { workRoot?: string; timeoutMs: number },
): Promise<Buffer> {
  const { language } = voice.voice;
  const workDir = await mkdtemp(join(job.workRoot ?? tmpdir(), 'reelsmith-sample-'));
  try {
    const pieces = await spokenTexts(sampleTexts(voice), language);
    const spoken = (await speakPieces(pieces, 1, { language, voice, workDir, timeoutMs: job.timeoutMs })).filter(
      (speech) => speech !== null,
    );
    if (spoken.length === 0) throw new Error(`the voice ${voice.voice.id} said nothing`);
    const { sampleRate } = spoken[0]!.audio;
    const pause = Math.round(PAUSE_SECONDS * sampleRate);
    const frames = spoken.reduce((sum, speech) => sum + speech.to - speech.from + pause, pause);
    const pcm = new Float32Array(frames);
    let at = pause;
    for (const { audio, from, to } of spoken) {
      if (audio.sampleRate !== sampleRate || audio.channels !== 1)
        throw new Error('the sample’s pieces differ in format');
      for (let i = from; i < to; i++) pcm[at++] = audio.samples[i]! / 32768;
      at += pause;
    }
    const { samples } = normalizeLoudness(pcm, sampleRate, LOUDNESS_TARGET);
    return floatWav({ sampleRate, channels: 1, samples });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The sample's key, speaking and storing it first when it is not stored yet. */
export async function storedSample(
  voice: SpeakingVoice,
  storage: ObjectStorage,
  job: { workRoot?: string; timeoutMs: number },
): Promise<string> {
  const key = sampleKey(voice);
  if (!(await storage.exists(key))) await storage.putBytes(key, await speakSample(voice, job), 'audio/wav');
  return key;
}
