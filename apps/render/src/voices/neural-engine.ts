import type { OfflineTts, OfflineTtsConfig } from 'sherpa-onnx-node';
import { toInt16 } from '../voiceover/wav.js';
import type { NeuralVoiceFiles } from './neural-voice-folders.js';
import type { SpeakingVoice } from './speaking-voice.js';

/**
 * A mounted ONNX voice (Piper's VITS or Kokoro), run in this process by sherpa-onnx. The model
 * is loaded the first time it speaks and kept; its passes run one at a time on one thread, off
 * the event loop (sherpa-onnx's async calls run on libuv's pool). A pass cannot be stopped once
 * started: past its budget the render fails, and the pass finishes unheard.
 */
export function neuralVoice(files: NeuralVoiceFiles): SpeakingVoice {
  let loading: Promise<OfflineTts> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const load = () => {
    loading ??= loadModel(files).catch((error: unknown) => {
      // A model that failed to load (a file being replaced, say) is tried again next time.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const pass = async (text: string, rate: number) => {
    const tts = await load();
    const audio = await tts.generateAsync({ text, sid: files.speaker, speed: rate });
    return { sampleRate: audio.sampleRate, channels: 1, samples: toInt16(audio.samples) };
  };
  return {
    voice: files.voice,
    version: files.version,
    async speak(pieces, rate, job) {
      const clips = [];
      for (const piece of pieces) {
        job.signal?.throwIfAborted();
        const turn = queue.then(() => pass(piece, rate));
        queue = turn.catch(() => undefined);
        clips.push(await withBudget(turn, job.timeoutMs, files.voice.id));
      }
      return clips;
    },
  };
}

/** How sherpa-onnx is told to load a mounted voice. */
export function modelConfig(files: NeuralVoiceFiles): OfflineTtsConfig {
  const model = { model: files.model, tokens: files.tokens, dataDir: files.espeakData };
  return {
    model: {
      ...(files.styles ? { kokoro: { ...model, voices: files.styles } } : { vits: model }),
      numThreads: 1,
      provider: 'cpu',
      debug: false,
    },
    maxNumSentences: 1,
  };
}

async function loadModel(files: NeuralVoiceFiles): Promise<OfflineTts> {
  // Loaded on first use, so a worker without neural voices never loads the native library.
  const { OfflineTts } = (await import('sherpa-onnx-node')).default;
  return OfflineTts.createAsync(modelConfig(files));
}

function withBudget<T>(work: Promise<T>, timeoutMs: number | undefined, voiceId: string): Promise<T> {
  if (timeoutMs === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the voice ${voiceId} took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
