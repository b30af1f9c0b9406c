import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Voice } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import { readWav } from '../voiceover/wav.js';
import { FestivalProcess, schemeString } from './festival-process.js';
import type { SpeakingVoice } from './speaking-voice.js';

/** A Festival voice Debian packages, and where its files are when the package is installed. */
interface FestivalVoiceDefinition {
  voice: Voice;
  /** The Scheme function that selects it, and the variable holding its HTS engine settings. */
  select: string;
  engineParams: string;
  directory: string;
}

/** The HTS voices we speak with (Debian `festvox-us-slt-hts`): English only, like the lexicons. */
export const FESTIVAL_VOICES: FestivalVoiceDefinition[] = [
  {
    voice: {
      id: 'festival-en-us-slt',
      language: 'en',
      name: 'SLT (US English, Festival HTS)',
      engine: 'festival',
      gender: 'female',
      sample_rate: 32_000,
      quality: 'good',
    },
    select: 'voice_cmu_us_slt_arctic_hts',
    engineParams: 'cmu_us_slt_arctic_hts::hts_engine_params',
    directory: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
  },
];

let utterances = 0;

/**
 * A Festival voice, spoken by its own long-lived Festival process (festival-process.ts). The
 * pace is the HTS engine's speech rate (`-r`), set before every utterance; each piece is one
 * utterance written as a WAV into the job's folder.
 */
function festivalVoice(definition: FestivalVoiceDefinition, festival: FestivalProcess): SpeakingVoice {
  return {
    voice: definition.voice,
    async speak(pieces, rate, job) {
      const clips = [];
      for (const piece of pieces) {
        const wavPath = join(job.workDir, `festival-${++utterances}.wav`);
        await festival.run(
          `(set! hts_engine_params (append ${definition.engineParams} (list (list "-r" ${rate.toFixed(3)}))))` +
            ` (utt.save.wave (SynthText ${schemeString(piece)}) ${schemeString(wavPath)} 'riff)`,
          job,
        );
        clips.push(readWav(await readFile(wavPath)));
      }
      return clips;
    },
  };
}

/** Festival's voices on this machine: none when Festival or a voice's package is missing. */
export async function installedFestivalVoices(
  festivalPath: string,
  timeoutMs: number,
): Promise<Array<SpeakingVoice & { close(): void }>> {
  const runs = await runProcess(festivalPath, ['--version'], { timeoutMs }).then(
    () => true,
    () => false,
  );
  if (!runs) return [];
  const installed = await Promise.all(
    FESTIVAL_VOICES.map((definition) =>
      access(definition.directory).then(
        () => definition,
        () => undefined,
      ),
    ),
  );
  return installed
    .filter((definition) => definition !== undefined)
    .map((definition) => {
      const festival = new FestivalProcess(festivalPath, `(${definition.select})`);
      return { ...festivalVoice(definition, festival), close: () => festival.close() };
    });
}
