import type { RenderAsset } from '@reelsmith/contracts';
import { validateUserPrompt, type Language, type TemplateDefinition } from '@reelsmith/templates';
import type { ProductContent } from './content.js';
import { RenderError } from './render-error.js';
import type { MusicCache } from '../sound/music-cache.js';
import type { MusicRequest } from '../sound/soundtrack.js';
import { espeakVoice } from '../voices/espeak-engine.js';
import type { SpeakingVoice } from '../voices/speaking-voice.js';

export interface RenderBinaries {
  ffmpeg: string;
  /** Checks the outputs a video is rendered with (publish profiles and formats). */
  ffprobe: string;
  espeak: string;
}

/** Milliseconds each run of a program may take; none when absent. */
export interface ProcessTimeouts {
  ffmpegMs?: number;
  /** Each synthesis of the voice (an espeak-ng run, a Festival utterance, a model's pass). */
  voiceMs?: number;
}

/** An account's asset the template uses, its bytes copied by the caller to `path` (a file of ours). */
export type LocalAsset = RenderAsset & { path: string };

/** What a video and a still of it are both made from. */
export interface RenderInput {
  template: TemplateDefinition;
  product: ProductContent;
  /** The product picture (JPEG, PNG or WebP), already downloaded by the caller. */
  imagePath: string;
  /** The account's pictures and fonts the template names, already copied by the caller. */
  assets?: LocalAsset[];
  /** Music under the video, already downloaded by the caller (a video's; a still is silent). */
  music?: MusicRequest;
  /** Decoded music kept across renders (sound/music-cache.ts); none: each render decodes its own. */
  musicCache?: MusicCache;
  userPrompt?: Record<string, unknown>;
  language: Language;
  /** The voice-over's voice (voices/voice-registry.ts); default: espeak-ng's of the language. */
  voice?: SpeakingVoice;
  /** Adds "Made with Reelsmith" (videos of non-premium accounts). */
  watermark: boolean;
  /** Where the scratch files go (a folder of their own is made inside); default: the system's. */
  scratchDir?: string;
  /** Aborting kills ffmpeg; the render then rejects with the signal's reason. */
  signal?: AbortSignal;
  binaries?: Partial<RenderBinaries>;
  /** Budgets of the programs it runs; each is killed past its own (a `render_failed`). */
  timeouts?: ProcessTimeouts;
}

const DEFAULT_BINARIES: RenderBinaries = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', espeak: 'espeak-ng' };

/** The input checked (user_prompt against the template) and its defaults filled in. */
export function checkedRenderInput(input: RenderInput) {
  const userPrompt = input.userPrompt ?? {};
  const violation = validateUserPrompt(input.template, userPrompt);
  if (violation) throw new RenderError('render_failed', violation.message);
  const binaries = { ...DEFAULT_BINARIES, ...input.binaries };
  const timeouts = input.timeouts ?? {};
  const voice = input.voice ?? espeakVoice(input.language, binaries.espeak);
  if (voice.voice.language !== input.language) {
    throw new RenderError('render_failed', `The voice ${voice.voice.id} does not speak '${input.language}'.`);
  }
  return { userPrompt, binaries, timeouts, voice };
}
