import { access, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, VOICE_GENDERS, type Voice } from '@reelsmith/contracts';

/** What an operator writes beside a model: `voice.json`. */
const voiceFileSchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES),
  name: z.string().min(1).max(80),
  gender: z.enum(VOICE_GENDERS).default('neutral'),
  quality: z.enum(['good', 'fair', 'poor']).default('good'),
  /** The model's own rate (Piper's `<model>.onnx.json` says it as `audio.sample_rate`). */
  sample_rate: z.number().int().min(8_000).max(48_000),
  /** Which speaker of a multi-speaker model speaks. */
  speaker: z.number().int().min(0).default(0),
});

// A folder's name becomes part of the voice id.
const FOLDER_NAME = /^[a-z0-9][a-z0-9-]{0,60}$/;

/** The files of one mounted voice, found under VOICE_MODELS_DIR/<folder>/. */
export interface NeuralVoiceFiles {
  voice: Voice;
  speaker: number;
  model: string;
  /** The model file's size and modification time: a model replaced in place is a new version. */
  version: string;
  tokens: string;
  /** A Kokoro model's style vectors; absent for a Piper (VITS) model. */
  styles?: string;
  /** espeak-ng's data, the phonemiser of Piper and Kokoro: the folder's own, else the system's. */
  espeakData: string;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Why a mounted voice cannot be used: the service refuses to start, naming the folder. */
export class VoiceFolderError extends Error {}

async function voiceFolder(dir: string, folder: string, systemEspeakData: string): Promise<NeuralVoiceFiles> {
  const path = join(dir, folder);
  const fail = (why: string) => new VoiceFolderError(`VOICE_MODELS_DIR: the voice in '${path}' ${why}`);
  if (!FOLDER_NAME.test(folder)) throw fail('has a name other than lowercase letters, digits and dashes');
  let settings: z.output<typeof voiceFileSchema>;
  try {
    settings = voiceFileSchema.parse(JSON.parse(await readFile(join(path, 'voice.json'), 'utf8')));
  } catch (error) {
    throw fail(`has no valid voice.json (${error instanceof Error ? error.message : String(error)})`);
  }
  for (const file of ['model.onnx', 'tokens.txt']) {
    if (!(await exists(join(path, file)))) throw fail(`has no ${file}`);
  }
  const { speaker, ...voice } = settings;
  const model = await stat(join(path, 'model.onnx'));
  const ownEspeakData = join(path, 'espeak-ng-data');
  const styles = join(path, 'voices.bin');
  return {
    voice: { id: `neural-${folder}`, engine: 'neural', ...voice },
    speaker,
    model: join(path, 'model.onnx'),
    version: `${model.size}-${Math.round(model.mtimeMs)}`,
    tokens: join(path, 'tokens.txt'),
    ...((await exists(styles)) ? { styles } : {}),
    espeakData: (await exists(ownEspeakData)) ? ownEspeakData : systemEspeakData,
  };
}

/**
 * The voices mounted at VOICE_MODELS_DIR, one folder each (`<dir>/<name>/model.onnx`,
 * `tokens.txt`, `voice.json`, optionally `voices.bin` for Kokoro and `espeak-ng-data/`), in
 * name order. Nothing is loaded here: a model is read the first time it speaks.
 */
export async function findNeuralVoices(dir: string, systemEspeakData: string): Promise<NeuralVoiceFiles[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  return Promise.all(
    folders
      .map((entry) => entry.name)
      .sort()
      .map((folder) => voiceFolder(dir, folder, systemEspeakData)),
  );
}
