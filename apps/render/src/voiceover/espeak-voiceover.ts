import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, type RunOptions } from '@reelsmith/media';
import type { Language } from '@reelsmith/templates';
import { escapeMarkup } from '../captions/markup.js';
import { espeakVoice } from './voices.js';
import { readWav, silentGaps, sliceFrames, soundBounds, type PcmAudio } from './wav.js';

/** espeak-ng's rate, in words a minute, that we call the voice's natural pace (1×). */
export const NATURAL_WPM = 160;
// Speech is what rises above -46 dBFS; a little of what lies below is kept on each side, so a
// soft onset or fading consonant is not cut off. espeak-ng writes true silence between words.
const SPEECH_THRESHOLD = 0.005;
const EDGE_SECONDS = 0.02;
// The pieces are spoken by one espeak-ng run, parted by SSML breaks of this length: far longer
// than any pause espeak-ng makes itself (≈ 0.4 s at most), so they are found again for certain.
// A process start costs the render service more than the speaking (fork copies its page tables).
const BREAK_MS = 1000;
const BREAK_FOUND_SECONDS = 0.8;

export interface SpeechRequest {
  language: Language;
  workDir: string;
  espeakPath: string;
  signal?: AbortSignal;
  /** Budget of each espeak-ng run. */
  timeoutMs?: number;
}

/** A piece of speech cut out of espeak-ng's output, with where its sound is. */
export interface MeasuredSpeech {
  audio: PcmAudio;
  /** The kept frames: the speech plus a little on each side. */
  from: number;
  to: number;
  /** Where the speech starts and ends, in frames from `from`. */
  speechStart: number;
  speechEnd: number;
}

/** espeak-ng, run without a shell: the one place the voice-over starts a process. */
function espeak(args: string[], request: SpeechRequest): Promise<unknown> {
  const options: RunOptions = { signal: request.signal, timeoutMs: request.timeoutMs };
  return runProcess(request.espeakPath, args, options);
}

/**
 * Speaks `text` into `<name>.wav` in workDir and reads it back; the text goes through a file
 * (`<name>.<extension>`, `-f`), never the argument list. `ssml` has espeak-ng read it as SSML (`-m`).
 */
async function speakFile(
  text: string,
  file: { name: string; ssml: boolean },
  wordsPerMinute: number,
  request: SpeechRequest,
): Promise<PcmAudio> {
  const textPath = join(request.workDir, `${file.name}.${file.ssml ? 'ssml' : 'txt'}`);
  const wavPath = join(request.workDir, `${file.name}.wav`);
  await writeFile(textPath, text, 'utf8');
  const voice = ['-v', espeakVoice(request.language), '-s', String(wordsPerMinute)];
  await espeak([...(file.ssml ? ['-m'] : []), ...voice, '-f', textPath, '-w', wavPath], request);
  return readWav(await readFile(wavPath));
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
 * Speaks every piece in one espeak-ng run (SSML, through a file, like a single piece), then cuts
 * the samples apart in the middle of each break. Null when the breaks cannot all be told apart
 * (a piece that made no sound, say): the pieces are then spoken one process each.
 */
async function speakTogether(pieces: string[], name: string, wordsPerMinute: number, request: SpeechRequest) {
  const ssml = `<speak>${pieces.map(escapeMarkup).join(`<break time="${BREAK_MS}ms"/>`)}</speak>`;
  const audio = await speakFile(ssml, { name, ssml: true }, wordsPerMinute, request);
  const gaps = silentGaps(audio, SPEECH_THRESHOLD, Math.round(BREAK_FOUND_SECONDS * audio.sampleRate));
  if (gaps.length !== pieces.length - 1) return null;
  const cuts = [0, ...gaps.map((gap) => Math.round((gap.start + gap.end) / 2)), audio.samples.length / audio.channels];
  return pieces.map((_, i) => sliceFrames(audio, cuts[i]!, cuts[i + 1]!));
}

/**
 * Speaks each piece (espeak-ng's input text) at `wordsPerMinute` and measures where its sound
 * is: null for a piece that made none. `name` names the files in workDir, so runs at different
 * rates can go at once.
 */
export async function speakPieces(
  pieces: string[],
  name: string,
  wordsPerMinute: number,
  request: SpeechRequest,
): Promise<Array<MeasuredSpeech | null>> {
  if (pieces.length === 0) return [];
  const together = pieces.length > 1 ? await speakTogether(pieces, name, wordsPerMinute, request) : null;
  const spoken =
    together ??
    (await Promise.all(
      pieces.map((piece, i) => speakFile(piece, { name: `${name}-${i}`, ssml: false }, wordsPerMinute, request)),
    ));
  return spoken.map(measure);
}
