import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { captionPhrases } from '../captions/phrases.js';
import { speakPieces, type MeasuredSpeech, type SpeechRequest } from './speech.js';
import { normalizeLoudness, type NormalizedLoudness } from './loudness.js';
import { spokenTexts, type Readings } from './spoken-text.js';
import { planVoice, type PlanLimits, type PlannedLine, type VoicePlan } from './voice-plan.js';
import { floatWav } from './wav.js';

/** Where the voice may speak in a video, and how long it may stay silent. */
export const VOICE_LIMITS: Omit<PlanLimits, 'videoSeconds'> = {
  // The voice starts shortly after the picture and ends before the audio's last fade (0.4 s).
  earliestStart: 0.4,
  tailSeconds: 0.5,
  minPause: 0.35,
  // Under the contract's 3 s, with room for the measured speech to differ from the estimate.
  maxSilence: 2.8,
};
/** Every video with a voice: −14 LUFS integrated; a true peak of −2 dBTP leaves AAC 1 dB of room. */
export const LOUDNESS_TARGET = { integratedLufs: -14, ceilingDbtp: -2 };
// Our pause between the caption-sized pieces of one line, close to espeak-ng's own at a comma.
const PAUSE_IN_LINE_SECONDS = 0.2;
// Rounds of plan, speak at the planned rates, plan again on what was measured.
const PLAN_ROUNDS = 4;

/** A line of the script, filled in, with the seconds of the video it must be spoken within. */
export interface ScriptLine {
  text: string;
  /** Lines of one group (a scene) share a pace. */
  group?: number;
  priority: number;
  from: number;
  to: number;
}

export interface ScriptRequest extends SpeechRequest {
  lines: ScriptLine[];
  videoSeconds: number;
  /** Written forms said otherwise: the product's price as words (spoken-price.ts). */
  readings?: Readings;
}

/** A caption-sized piece of a line and when its speech starts and ends, on the video's clock. */
export interface SpokenPhrase {
  text: string;
  startSeconds: number;
  endSeconds: number;
}

export interface SpokenScript {
  /** A WAV on the video's clock: it starts when the video does. */
  path: string;
  durationSeconds: number;
  phrases: SpokenPhrase[];
  /** Which lines were said, at what rate and when (indexes into the request's lines). */
  plan: VoicePlan;
  loudness: Omit<NormalizedLoudness, 'samples'>;
}

export interface LineSpeech {
  pieces: Array<{ text: string; speech: MeasuredSpeech }>;
  seconds: number;
}

const rateKey = (rate: number) => Math.round(rate * 100);
const framesOf = ({ from, to }: MeasuredSpeech) => to - from;

/** The caption-sized pieces of each line: what is captioned, and what the voice is given. */
export async function linePieces(lines: ScriptLine[], request: Pick<ScriptRequest, 'language' | 'readings'>) {
  return Promise.all(
    lines.map(async (line) => {
      const texts = captionPhrases(line.text, request.language);
      return { texts, spoken: await spokenTexts(texts, request.language, request.readings) };
    }),
  );
}

type Pieces = Awaited<ReturnType<typeof linePieces>>;

/** Speaks the pieces of the given lines at `rate` (in one go, where the voice can) and measures each line. */
export async function speakLines(
  pieces: Pieces,
  indexes: number[],
  rate: number,
  request: SpeechRequest,
): Promise<Map<number, LineSpeech>> {
  const flat = indexes.flatMap((line) => pieces[line]!.spoken.map((spoken, piece) => ({ line, piece, spoken })));
  const speeches = await speakPieces(
    flat.map((p) => p.spoken),
    rate,
    request,
  );
  const lines = new Map<number, LineSpeech>(indexes.map((i) => [i, { pieces: [], seconds: 0 }]));
  flat.forEach(({ line, piece }, i) => {
    const speech = speeches[i];
    if (speech) lines.get(line)!.pieces.push({ text: pieces[line]!.texts[piece]!, speech });
  });
  for (const line of lines.values()) {
    const frames = line.pieces.reduce((sum, { speech }) => sum + framesOf(speech), 0);
    const rateHz = line.pieces[0]?.speech.audio.sampleRate ?? 1;
    line.seconds = line.pieces.length === 0 ? 0 : frames / rateHz + PAUSE_IN_LINE_SECONDS * (line.pieces.length - 1);
  }
  return lines;
}

/** A line's seconds at a rate it was not spoken at: the sound scales with the rate, our pauses do not. */
export function estimatedSeconds(natural: LineSpeech, rate: number): number {
  const pauses = PAUSE_IN_LINE_SECONDS * (natural.pieces.length - 1);
  return (natural.seconds - pauses) / rate + pauses;
}

/** The lines' speech at every rate the plan needs, measured: plan, speak, plan again. */
async function planOnMeasuredSpeech(pieces: Pieces, request: ScriptRequest) {
  const measured = new Map<number, Map<number, LineSpeech>>();
  const natural = await speakLines(pieces, [...pieces.keys()], 1, request);
  measured.set(rateKey(1), natural);
  const audible = [...natural].filter(([, speech]) => speech.seconds > 0).map(([i]) => i);
  const secondsAt = (line: number, rate: number) =>
    measured.get(rateKey(rate))?.get(line)?.seconds ?? estimatedSeconds(natural.get(line)!, rate);
  const planned = audible.map((i): PlannedLine => {
    const { group, priority, from, to } = request.lines[i]!;
    return { group, priority, from, to, seconds: (rate) => secondsAt(i, rate) };
  });
  const limits = { ...VOICE_LIMITS, videoSeconds: request.videoSeconds };
  let plan = planVoice(planned, limits);
  for (let round = 1; round <= PLAN_ROUNDS; round++) {
    const missing = new Map<number, number[]>();
    for (const n of plan.kept) {
      const rate = plan.rates[n]!;
      if (!measured.get(rateKey(rate))?.has(audible[n]!))
        missing.set(rate, [...(missing.get(rate) ?? []), audible[n]!]);
    }
    if (missing.size === 0) break;
    await Promise.all(
      [...missing].map(async ([rate, lines]) => {
        const spoken = await speakLines(pieces, lines, rate, request);
        const known = measured.get(rateKey(rate)) ?? new Map<number, LineSpeech>();
        spoken.forEach((speech, line) => known.set(line, speech));
        measured.set(rateKey(rate), known);
      }),
    );
    plan = planVoice(planned, limits);
  }
  const speechOf = (n: number) => {
    const line = audible[n]!;
    return measured.get(rateKey(plan.rates[n]!))?.get(line) ?? natural.get(line)!;
  };
  return { plan, audible, speechOf };
}

/** The plan's indexes are those of the audible lines; the script's are the request's. */
function requestPlan(plan: VoicePlan, audible: number[], lineCount: number): VoicePlan {
  const rates: VoicePlan['rates'] = Array.from({ length: lineCount }, () => undefined);
  const starts: VoicePlan['starts'] = Array.from({ length: lineCount }, () => undefined);
  plan.kept.forEach((n) => {
    rates[audible[n]!] = plan.rates[n];
    starts[audible[n]!] = plan.starts[n];
  });
  const kept = plan.kept.map((n) => audible[n]!);
  const dropped = [...Array(lineCount).keys()].filter((i) => !kept.includes(i));
  return { kept, dropped, rates, starts, longestSilence: plan.longestSilence };
}

/**
 * Plans the script on its measured speech (voice-plan.ts), lays each kept line's pieces at its
 * planned second into one WAV on the video's clock, and brings it to the target loudness. The
 * captions are the pieces' measured sound. Null when nothing is said.
 */
export async function speakScript(request: ScriptRequest): Promise<SpokenScript | null> {
  const pieces = await linePieces(request.lines, request);
  const { plan, audible, speechOf } = await planOnMeasuredSpeech(pieces, request);
  if (plan.kept.length === 0) return null;
  const first = speechOf(plan.kept[0]!).pieces[0]!.speech.audio;
  const { sampleRate, channels } = first;
  const minPause = Math.round(VOICE_LIMITS.minPause * sampleRate);
  const pause = Math.round(PAUSE_IN_LINE_SECONDS * sampleRate);
  const placed: Array<{ at: number; speech: MeasuredSpeech; text: string }> = [];
  let end = 0;
  for (const n of plan.kept) {
    // A line never starts inside the one before, whatever rounding did.
    let at = Math.max(Math.round(plan.starts[n]! * sampleRate), end === 0 ? 0 : end + minPause);
    for (const { speech, text } of speechOf(n).pieces) {
      if (speech.audio.sampleRate !== sampleRate || speech.audio.channels !== channels) {
        throw new Error(`the voice ${request.voice.voice.id} wrote pieces in different formats`);
      }
      placed.push({ at, speech, text });
      end = at + framesOf(speech);
      at = end + pause;
    }
  }
  const pcm = new Float32Array(end * channels);
  for (const { at, speech } of placed) {
    const part = speech.audio.samples.subarray(speech.from * channels, speech.to * channels);
    for (let i = 0; i < part.length; i++) pcm[at * channels + i] = part[i]! / 32768;
  }
  const { samples, ...loudness } = normalizeLoudness(pcm, sampleRate, LOUDNESS_TARGET);
  const path = join(request.workDir, 'voiceover.wav');
  await writeFile(path, floatWav({ sampleRate, channels, samples }));
  const phrases = placed.map(({ at, speech, text }) => ({
    text,
    startSeconds: (at + speech.speechStart) / sampleRate,
    endSeconds: (at + speech.speechEnd) / sampleRate,
  }));
  return {
    path,
    durationSeconds: end / sampleRate,
    phrases,
    plan: requestPlan(plan, audible, request.lines.length),
    loudness,
  };
}
