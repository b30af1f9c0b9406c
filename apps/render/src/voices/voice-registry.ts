import type { OnApplicationShutdown } from '@nestjs/common';
import { runProcess } from '@reelsmith/media';
import { SUPPORTED_LANGUAGES, defaultVoiceId, type Language, type Voice } from '@reelsmith/contracts';
import { RenderError } from '../composition/render-error.js';
import { espeakVoice } from './espeak-engine.js';
import { installedFestivalVoices } from './festival-engine.js';
import { neuralVoice } from './neural-engine.js';
import { findNeuralVoices } from './neural-voice-folders.js';
import { checkModelSpeaks } from './neural-model-check.js';
import type { SpeakingVoice } from './speaking-voice.js';

export interface VoiceSettings {
  espeakPath: string;
  festivalPath: string;
  /** VOICE_MODELS_DIR: the operator's ONNX voices; none when absent. */
  modelsDir?: string;
  /** Budget of each probe of a program at start. */
  timeoutMs: number;
}

/** Where espeak-ng keeps its data, as it says itself (`Data at: …`): the phonemiser of the ONNX voices. */
async function espeakDataDir(espeakPath: string, timeoutMs: number): Promise<string> {
  const { stdout } = await runProcess(espeakPath, ['--version'], { timeoutMs });
  const dataAt = /Data at: (.+)$/m.exec(stdout)?.[1]?.trim();
  if (!dataAt) throw new Error(`espeak-ng did not say where its data is: ${stdout.trim()}`);
  return dataAt;
}

/**
 * The voices this render worker can speak with, found once at start: espeak-ng's for every
 * language, Festival's when Debian's packages are installed, and the ONNX models mounted at
 * VOICE_MODELS_DIR. The fleet's workers are alike (one image, one mount), so any worker's list
 * is the fleet's (docs/decisions/voices.md).
 */
export class VoiceRegistry implements OnApplicationShutdown {
  private readonly byId: Map<string, SpeakingVoice>;

  private constructor(
    voices: SpeakingVoice[],
    private readonly closers: Array<() => void>,
  ) {
    this.byId = new Map(voices.map((voice) => [voice.voice.id, voice]));
  }

  static async discover(settings: VoiceSettings): Promise<VoiceRegistry> {
    const espeak = SUPPORTED_LANGUAGES.map((language) => espeakVoice(language, settings.espeakPath));
    const festival = await installedFestivalVoices(settings.festivalPath, settings.timeoutMs);
    const neural = settings.modelsDir
      ? await findNeuralVoices(settings.modelsDir, await espeakDataDir(settings.espeakPath, settings.timeoutMs))
      : [];
    // One at a time: each check holds a whole model in memory.
    for (const files of neural) await checkModelSpeaks(files, settings.timeoutMs);
    return new VoiceRegistry(
      [...espeak, ...festival, ...neural.map(neuralVoice)],
      festival.map((voice) => () => voice.close()),
    );
  }

  /** Every voice, or a language's, in a stable order: by language as the contract lists them, then by id. */
  list(language?: Language): Voice[] {
    const order = (voice: Voice) => SUPPORTED_LANGUAGES.indexOf(voice.language);
    return [...this.byId.values()]
      .map(({ voice }) => voice)
      .filter((voice) => language === undefined || voice.language === language)
      .sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id));
  }

  get(id: string): SpeakingVoice | undefined {
    return this.byId.get(id);
  }

  /** The voice a render asked for (its language's default when none): a render fails without it. */
  forRender(request: { voice?: string; language: Language }): SpeakingVoice {
    const id = request.voice ?? defaultVoiceId(request.language);
    const voice = this.get(id);
    if (!voice) throw new RenderError('render_failed', `The voice ${id} is not available on this render worker.`);
    return voice;
  }

  /** Ends the engines' long-lived processes. */
  close(): void {
    for (const close of this.closers) close();
  }

  onApplicationShutdown(): void {
    this.close();
  }
}
