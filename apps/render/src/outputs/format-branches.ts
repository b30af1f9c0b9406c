import { runProcess, type RunOptions } from '@reelsmith/media';
import { AUDIO_LABEL, VIDEO_LABEL } from '../composition/filter-graph.js';
import { QUIET_FFMPEG_ARGS } from './encoder-args.js';

export interface StreamLabels {
  video: string;
  audio?: string;
}

/**
 * An ffmpeg of its own that encodes a branch: it reads the branch's frames (and sound) from a
 * FIFO, raw, in NUT. Encoders that run in ffmpeg 5.1's main thread (libvpx, the GIF's palette)
 * then work beside the video's composition instead of in turn with it.
 */
export interface Companion {
  fifo: string;
  /** Its arguments after the quiet ones, the FIFO as its input. */
  args: string[];
}

/** Makes the companions' FIFOs, before either end of them starts. */
export async function makeFifos(companions: readonly Companion[]): Promise<void> {
  if (companions.length)
    await runProcess(
      'mkfifo',
      companions.map((companion) => companion.fifo),
    );
}

/** A companion's ffmpeg: it ends when its FIFO's other end has. */
export const runCompanion = (companion: Companion, ffmpegPath: string, options: RunOptions) =>
  runProcess(ffmpegPath, [...QUIET_FFMPEG_ARGS, ...companion.args], options);

/** An output made from the video's composed picture and sound, in its run or by a companion. */
export interface FormatBranch {
  /** Filters between the split and the encoder (a scale); none for the picture as composed. */
  filter?: string;
  /** True for an output without sound of its own (a GIF, an HLS rung's picture): no share of the split sound. */
  silent?: boolean;
  /** The output's arguments (maps, codecs, muxer, path), given its picture's and sound's labels. */
  args: (labels: StreamLabels) => string[];
  companion?: Companion;
}

/**
 * The branch's picture (and sound) written raw to a companion's FIFO at `fps`, as long as the
 * video. The rate is stated because the graph's output has none: ffmpeg 5.1 then stamps the raw
 * frames at 25 fps, and a 30 fps companion drops every sixth frame (a WebM of 300 frames for 360).
 */
export function fifoOutputArgs(labels: StreamLabels, fps: number, length: string[], fifo: string): string[] {
  // prettier-ignore
  return [
    '-map', labels.video, '-c:v', 'rawvideo', '-r', String(fps),
    ...(labels.audio ? ['-map', labels.audio, '-c:a', 'pcm_f32le'] : []),
    ...length, '-f', 'nut', fifo,
  ];
}

/** A companion's input: the FIFO its branch writes. */
export const fifoInputArgs = (fifo: string) => ['-f', 'nut', '-i', fifo];

/**
 * The composed picture split between the video's MP4 and each branch, so every format of the
 * template's own layout is composed once, and the graph's sound between the branches that take
 * it raw (the MP4's is encoded beside the run and copied in, encoded-sound.ts): the filter
 * chains to append to the video's graph, the MP4's picture label, and the branches' output
 * arguments.
 */
export function splitForBranches(
  branches: readonly FormatBranch[],
  withAudio: boolean,
): { chains: string[]; main: string; args: string[] } {
  if (branches.length === 0) return { chains: [], main: VIDEO_LABEL, args: [] };
  const count = branches.length + 1;
  const videos = Array.from({ length: count }, (_, i) => `[v${i}]`);
  const sounding = withAudio ? branches.filter((branch) => !branch.silent) : [];
  const chains = [`${VIDEO_LABEL}split=${count}${videos.join('')}`];
  const audios =
    sounding.length === 1 ? [AUDIO_LABEL] : Array.from({ length: sounding.length }, (_, i) => `[a${i + 1}]`);
  if (sounding.length > 1) chains.push(`${AUDIO_LABEL}asplit=${sounding.length}${audios.join('')}`);
  const args = branches.flatMap((branch, b) => {
    const i = b + 1;
    let video = videos[i]!;
    if (branch.filter) {
      chains.push(`${video}${branch.filter}[f${i}]`);
      video = `[f${i}]`;
    }
    const audio = sounding.includes(branch) ? audios[sounding.indexOf(branch)] : undefined;
    return branch.args({ video, audio });
  });
  return { chains, main: videos[0]!, args };
}
