import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess } from '@reelsmith/media';
import type { Language } from '@reelsmith/templates';

/** espeak-ng voice per supported language (Debian's espeak-ng 1.51 voice names). */
const VOICES: Record<Language, string> = {
  en: 'en-us',
  de: 'de',
  es: 'es',
  fr: 'fr-fr',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
  sv: 'sv',
  da: 'da',
  no: 'nb',
  fi: 'fi',
  pl: 'pl',
  cs: 'cs',
  sk: 'sk',
  hr: 'hr',
  ro: 'ro',
  hu: 'hu',
  tr: 'tr',
  id: 'id',
  ms: 'ms',
  vi: 'vi',
  ru: 'ru',
  uk: 'uk',
  bg: 'bg',
  el: 'el',
  ar: 'ar',
  fa: 'fa',
  he: 'he',
  hi: 'hi',
  th: 'th',
  zh: 'cmn',
  ja: 'ja',
  ko: 'ko',
};

const NORMAL_WPM = 160;
const FASTEST_WPM = 240;

export interface VoiceoverRequest {
  sentences: string[];
  language: Language;
  workDir: string;
  /** The speech must end within this many seconds; it is sped up (within reason) to fit. */
  maxSeconds: number;
  espeakPath: string;
  signal?: AbortSignal;
  /** Budget of each espeak-ng run. */
  timeoutMs?: number;
}

export interface Voiceover {
  path: string;
  durationSeconds: number;
}

/** Length of a PCM WAV from its fmt and data chunks. */
export function wavDurationSeconds(wav: Buffer): number {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    // espeak-ng may leave the data size unset; the rest of the file is the data then.
    if (id === 'data') return byteRate > 0 ? Math.min(size, wav.length - offset - 8) / byteRate : 0;
    offset += 8 + size + (size % 2);
  }
  throw new Error('not a WAV file: no data chunk');
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?。！？]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Speaks the sentences with espeak-ng into a WAV. The text goes through a file (`-f`), never
 * the argument list. Robotic but intelligible for the Latin-script languages; for Japanese,
 * espeak-ng reads kana but names kanji generically.
 */
export async function synthesizeVoiceover(request: VoiceoverRequest): Promise<Voiceover> {
  const textPath = join(request.workDir, 'voiceover.txt');
  const path = join(request.workDir, 'voiceover.wav');
  await writeFile(textPath, request.sentences.map(sentence).join('\n'), 'utf8');
  const speak = async (wordsPerMinute: number) => {
    const args = ['-v', VOICES[request.language], '-s', String(wordsPerMinute), '-f', textPath, '-w', path];
    await runProcess(request.espeakPath, args, { signal: request.signal, timeoutMs: request.timeoutMs });
    return wavDurationSeconds(await readFile(path));
  };
  let durationSeconds = await speak(NORMAL_WPM);
  if (durationSeconds > request.maxSeconds) {
    const faster = Math.min(FASTEST_WPM, Math.ceil((NORMAL_WPM * durationSeconds) / request.maxSeconds));
    durationSeconds = await speak(faster);
  }
  return { path, durationSeconds };
}
