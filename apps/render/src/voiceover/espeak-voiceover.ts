import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, type RunOptions } from '@reelsmith/media';
import type { Language } from '@reelsmith/templates';
import { escapeMarkup } from '../captions/markup.js';
import { spokenText } from './spoken-text.js';
import { espeakVoice } from './voices.js';
import { encodeWav, readWav, silentGaps, sliceFrames, soundBounds, type PcmAudio } from './wav.js';

const NORMAL_WPM = 160;
const FASTEST_WPM = 240;
// Pauses we put between pieces, close to espeak-ng's own at a comma and at a full stop.
const PAUSE_IN_SENTENCE_SECONDS = 0.2;
const PAUSE_BETWEEN_SENTENCES_SECONDS = 0.35;
// Speech is what rises above -46 dBFS; a little of what lies below is kept on each side, so a
// soft onset or fading consonant is not cut off. espeak-ng writes true silence between words.
const SPEECH_THRESHOLD = 0.005;
const EDGE_SECONDS = 0.02;
// The phrases are spoken by one espeak-ng run, parted by SSML breaks of this length: far longer
// than any pause espeak-ng makes itself (≈ 0.4 s at most), so they are found again for certain.
// A process start costs the render service more than the speaking (fork copies its page tables).
const BREAK_MS = 1000;
const BREAK_FOUND_SECONDS = 0.8;

export interface VoiceoverRequest {
  /**
   * What to say, in order: each sentence as the phrases it is spoken (and captioned) in. Every
   * phrase is cut out of the speech on its own, so where its speech starts and ends is measured.
   */
  sentences: string[][];
  language: Language;
  workDir: string;
  /** The speech must end within this many seconds; it is sped up (within reason) to fit. */
  maxSeconds: number;
  espeakPath: string;
  signal?: AbortSignal;
  /** Budget of each espeak-ng run. */
  timeoutMs?: number;
}

/** A phrase and when its speech starts and ends, measured in the samples of the voice-over. */
export interface SpokenPhrase {
  text: string;
  startSeconds: number;
  endSeconds: number;
}

export interface Voiceover {
  path: string;
  durationSeconds: number;
  /** In the order spoken; a phrase espeak-ng made no sound for is left out. */
  phrases: SpokenPhrase[];
}

interface Piece {
  text: string;
  /** espeak-ng's input: the last phrase of a sentence ends like one. */
  spoken: string;
  pauseAfterSeconds: number;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?。！？]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

function piecesOf(sentences: string[][], language: Language): Piece[] {
  const pieces = sentences.flatMap((phrases) =>
    phrases.map((text, i): Piece => {
      const last = i === phrases.length - 1;
      const spoken = spokenText(text, language);
      return {
        text,
        spoken: last ? sentence(spoken) : spoken,
        pauseAfterSeconds: last ? PAUSE_BETWEEN_SENTENCES_SECONDS : PAUSE_IN_SENTENCE_SECONDS,
      };
    }),
  );
  const final = pieces.at(-1);
  if (final) final.pauseAfterSeconds = 0;
  return pieces;
}

/** espeak-ng, run without a shell: the one place the voice-over starts a process. */
function espeak(args: string[], request: VoiceoverRequest): Promise<unknown> {
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
  request: VoiceoverRequest,
): Promise<PcmAudio> {
  const textPath = join(request.workDir, `${file.name}.${file.ssml ? 'ssml' : 'txt'}`);
  const wavPath = join(request.workDir, `${file.name}.wav`);
  await writeFile(textPath, text, 'utf8');
  const voice = ['-v', espeakVoice(request.language), '-s', String(wordsPerMinute)];
  await espeak([...(file.ssml ? ['-m'] : []), ...voice, '-f', textPath, '-w', wavPath], request);
  return readWav(await readFile(wavPath));
}

/** Speaks one phrase into a WAV of its own. */
const speak = (piece: Piece, index: number, wordsPerMinute: number, request: VoiceoverRequest) =>
  speakFile(piece.spoken, { name: `voice-${index}`, ssml: false }, wordsPerMinute, request);

interface MeasuredPiece {
  piece: Piece;
  audio: PcmAudio;
  /** The kept frames: the speech plus a little on each side. */
  from: number;
  to: number;
  /** Where the speech starts and ends, in frames from `from`. */
  speechStart: number;
  speechEnd: number;
}

function measure(piece: Piece, audio: PcmAudio): MeasuredPiece | null {
  const bounds = soundBounds(audio, SPEECH_THRESHOLD);
  if (!bounds) return null;
  const edge = Math.round(EDGE_SECONDS * audio.sampleRate);
  const frames = audio.samples.length / audio.channels;
  const from = Math.max(0, bounds.start - edge);
  const to = Math.min(frames, bounds.end + edge);
  return { piece, audio, from, to, speechStart: bounds.start - from, speechEnd: bounds.end - from };
}

/**
 * Speaks every piece in one espeak-ng run (SSML, through a file, like a single phrase), then cuts
 * the samples apart in the middle of each break. Null when the breaks cannot all be told apart
 * (a piece that made no sound, say): the pieces are then spoken one process each.
 */
async function speakTogether(pieces: Piece[], wordsPerMinute: number, request: VoiceoverRequest) {
  const ssml = `<speak>${pieces.map((piece) => escapeMarkup(piece.spoken)).join(`<break time="${BREAK_MS}ms"/>`)}</speak>`;
  const audio = await speakFile(ssml, { name: 'voice', ssml: true }, wordsPerMinute, request);
  const gaps = silentGaps(audio, SPEECH_THRESHOLD, Math.round(BREAK_FOUND_SECONDS * audio.sampleRate));
  if (gaps.length !== pieces.length - 1) return null;
  const cuts = [0, ...gaps.map((gap) => Math.round((gap.start + gap.end) / 2)), audio.samples.length / audio.channels];
  return pieces.map((_, i) => sliceFrames(audio, cuts[i]!, cuts[i + 1]!));
}

async function speakAll(pieces: Piece[], wordsPerMinute: number, request: VoiceoverRequest) {
  const together = pieces.length > 1 ? await speakTogether(pieces, wordsPerMinute, request) : null;
  const spoken = together ?? (await Promise.all(pieces.map((piece, i) => speak(piece, i, wordsPerMinute, request))));
  return spoken.flatMap((audio, i) => measure(pieces[i]!, audio) ?? []);
}

const pauses = (measured: MeasuredPiece[]) =>
  measured.slice(0, -1).reduce((sum, m) => sum + m.piece.pauseAfterSeconds, 0);
const soundSeconds = (measured: MeasuredPiece[]) =>
  measured.reduce((sum, m) => sum + (m.to - m.from) / m.audio.sampleRate, 0);

/**
 * Lays the pieces end to end with our pauses between them, into one WAV, and reads off where
 * each phrase's speech lands: the captions' timings are these sample counts, not estimates.
 */
function assemble(measured: MeasuredPiece[]): { audio: PcmAudio; phrases: SpokenPhrase[] } {
  const { sampleRate, channels } = measured[0]!.audio;
  if (measured.some((m) => m.audio.sampleRate !== sampleRate || m.audio.channels !== channels)) {
    throw new Error('espeak-ng wrote pieces in different formats');
  }
  const starts: number[] = [];
  let frames = 0;
  measured.forEach((m, i) => {
    starts.push(frames);
    frames += m.to - m.from;
    if (i < measured.length - 1) frames += Math.round(m.piece.pauseAfterSeconds * sampleRate);
  });
  const samples = new Int16Array(frames * channels);
  const phrases = measured.map((m, i): SpokenPhrase => {
    samples.set(m.audio.samples.subarray(m.from * channels, m.to * channels), starts[i]! * channels);
    return {
      text: m.piece.text,
      startSeconds: (starts[i]! + m.speechStart) / sampleRate,
      endSeconds: (starts[i]! + m.speechEnd) / sampleRate,
    };
  });
  return { audio: { sampleRate, channels, samples }, phrases };
}

/**
 * Speaks the phrases with espeak-ng, each measured on its own, and joins them into one WAV.
 * Robotic but intelligible in most languages; where espeak-ng 1.51 falls short (kanji, unpointed
 * Hebrew, Thai) the fixed phrases still read right (spoken-text.ts) and docs/languages.md says
 * what does not. Null when there is nothing to say.
 */
export async function synthesizeVoiceover(request: VoiceoverRequest): Promise<Voiceover | null> {
  const sentences = request.sentences.map((phrases) => phrases.filter((text) => text.trim() !== ''));
  const pieces = piecesOf(sentences, request.language);
  let measured = await speakAll(pieces, NORMAL_WPM, request);
  if (measured.length === 0) return null;
  const room = request.maxSeconds - pauses(measured);
  const sound = soundSeconds(measured);
  if (sound > room) {
    const faster = room > 0 ? Math.min(FASTEST_WPM, Math.ceil((NORMAL_WPM * sound) / room)) : FASTEST_WPM;
    measured = await speakAll(pieces, faster, request);
    if (measured.length === 0) return null;
  }
  const { audio, phrases } = assemble(measured);
  const path = join(request.workDir, 'voiceover.wav');
  await writeFile(path, encodeWav(audio));
  return { path, durationSeconds: audio.samples.length / audio.channels / audio.sampleRate, phrases };
}
