import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, defaultVoiceId, type Language, type Voice } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { escapeMarkup } from '../captions/markup.js';
import { SPEECH_THRESHOLD } from '../voiceover/speech.js';
import { readWav, silentGaps, sliceFrames, type PcmAudio } from '../voiceover/wav.js';
import { espeakVoiceName } from './espeak-voice-names.js';
import type { SpeakingVoice, SpeechJob } from './speaking-voice.js';

/** espeak-ng's rate, in words a minute, that we call the voice's natural pace (1×). */
export const NATURAL_WPM = 160;
/** What Debian's espeak-ng 1.51 writes. */
const ESPEAK_SAMPLE_RATE = 22_050;
// The pieces are spoken by one espeak-ng run, parted by SSML breaks of this length: far longer
// than any pause espeak-ng makes itself (≈ 0.4 s at most), so they are found again for certain.
// A process start costs the render service more than the speaking (fork copies its page tables).
const BREAK_MS = 1000;
const BREAK_FOUND_SECONDS = 0.8;

/**
 * Speaks `text` into `<name>.wav` in the job's folder and reads it back; the text goes through a
 * file (`<name>.<extension>`, `-f`), never the argument list, and espeak-ng runs without a shell.
 * `ssml` has espeak-ng read it as SSML (`-m`).
 */
async function speakFile(
  espeakPath: string,
  args: { text: string; name: string; ssml: boolean; voice: string; wordsPerMinute: number },
  job: SpeechJob,
): Promise<PcmAudio> {
  const textPath = join(job.workDir, `${args.name}.${args.ssml ? 'ssml' : 'txt'}`);
  const wavPath = join(job.workDir, `${args.name}.wav`);
  await writeFile(textPath, args.text, 'utf8');
  const voice = ['-v', args.voice, '-s', String(args.wordsPerMinute)];
  await runProcess(espeakPath, [...(args.ssml ? ['-m'] : []), ...voice, '-f', textPath, '-w', wavPath], {
    signal: job.signal,
    timeoutMs: job.timeoutMs,
  });
  return readWav(await readFile(wavPath));
}

let runs = 0;

/**
 * espeak-ng's voice of a language. All pieces are spoken in one run (SSML, through a file), then
 * cut apart in the middle of each break; when the breaks cannot all be told apart (a piece that
 * made no sound, say), the pieces are spoken one run each.
 */
export function espeakVoice(language: Language, espeakPath: string): SpeakingVoice {
  const info = LANGUAGES[language];
  const voice: Voice = {
    id: defaultVoiceId(language),
    language,
    name: `eSpeak ${info.name}`,
    engine: 'espeak',
    gender: 'male',
    sample_rate: ESPEAK_SAMPLE_RATE,
    quality: info.voice_quality,
  };
  const espeakName = espeakVoiceName(language);
  return {
    voice,
    async speak(pieces, rate, job) {
      if (pieces.length === 0) return [];
      // Runs at different rates may go at once in one folder: each names its files apart.
      const name = `espeak-${++runs}`;
      const wordsPerMinute = Math.round(NATURAL_WPM * rate);
      const file = (text: string, suffix: string, ssml: boolean) =>
        speakFile(espeakPath, { text, name: `${name}${suffix}`, ssml, voice: espeakName, wordsPerMinute }, job);
      if (pieces.length > 1) {
        const ssml = `<speak>${pieces.map(escapeMarkup).join(`<break time="${BREAK_MS}ms"/>`)}</speak>`;
        const audio = await file(ssml, '', true);
        const gaps = silentGaps(audio, SPEECH_THRESHOLD, Math.round(BREAK_FOUND_SECONDS * audio.sampleRate));
        if (gaps.length === pieces.length - 1) {
          const frames = audio.samples.length / audio.channels;
          const cuts = [0, ...gaps.map((gap) => Math.round((gap.start + gap.end) / 2)), frames];
          return pieces.map((_, i) => sliceFrames(audio, cuts[i]!, cuts[i + 1]!));
        }
      }
      return Promise.all(pieces.map((piece, i) => file(piece, `-${i}`, false)));
    },
  };
}
