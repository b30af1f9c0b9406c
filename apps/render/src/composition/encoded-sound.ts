import { open } from 'node:fs/promises';
import type { Companion } from '../outputs/format-branches.js';
import { wavSampleRate } from '../voiceover/wav.js';
import type { Composition } from './composition.js';
import { soundFilter, type GraphSpec } from './filter-graph.js';

/** The samples ffmpeg's AAC encoder primes every stream with (its `initial_padding`). */
const AAC_PRIMING_SAMPLES = 1024;

/** The video's sound as a companion encodes it and the composing ffmpeg takes it in. */
export interface EncodedSound {
  /** The inputs after the pictures: the soundtrack when the graph still hears it, then the encoded sound. */
  inputArgs: string[];
  /** The graph as run: its sound chain kept only for the branches that hear it (a WebM). */
  spec: GraphSpec;
  /** The encoded sound's stream, for `-map` (copied, `-c:a copy`). */
  stream: string;
  companion: Companion;
}

/** The rate the encoder writes: `-ar` when the encoding sets one, else the soundtrack's own. */
async function encodedRate(soundtrack: string, encoding: readonly string[]): Promise<number> {
  const set = encoding.indexOf('-ar');
  if (set >= 0) return Number(encoding[set + 1]);
  const file = await open(soundtrack);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0);
    return wavSampleRate(buffer.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/**
 * The video's sound encoded once by a companion ffmpeg, beside the one that composes the
 * picture, and copied into the MP4 (and from it into every HLS rung). In the composing ffmpeg
 * the AAC encoder ran on its main thread, in turn with the whole filter graph: ≈ 0.3 CPU-s of
 * wall time for 8 s of music. The companion writes it to a FIFO in NUT, which drops the
 * encoder's priming from the timestamps (its first packet comes out at 0 instead of −1024
 * samples); the input's `-itsoffset` puts it back, so the MP4's edit list trims the priming
 * exactly as when the sound was encoded in the same run.
 */
export async function encodedSound(
  composition: Pick<Composition, 'soundtrack' | 'pictures' | 'spec'>,
  encoding: readonly string[],
  options: { fifo: string; graphHears: boolean },
): Promise<EncodedSound | undefined> {
  const { soundtrack, spec } = composition;
  if (!soundtrack || !spec.audio) return undefined;
  const rate = await encodedRate(soundtrack, encoding);
  const heard = options.graphHears ? ['-i', soundtrack] : [];
  return {
    // prettier-ignore
    inputArgs: [...heard, '-itsoffset', String(-AAC_PRIMING_SAMPLES / rate), '-f', 'nut', '-i', options.fifo],
    spec: options.graphHears ? spec : { ...spec, audio: undefined },
    stream: `${composition.pictures.length + (options.graphHears ? 1 : 0)}:a`,
    companion: {
      fifo: options.fifo,
      args: ['-i', soundtrack, '-af', soundFilter(spec.audio), ...encoding, '-f', 'nut', options.fifo],
    },
  };
}
