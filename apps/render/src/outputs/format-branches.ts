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
  /**
   * The branch whose filtered picture this one starts from instead of the composed one: a
   * smaller picture scaled from a smaller one costs the composing thread less (the 360p rung
   * and the GIF from the 720p rung: ≈ 0.2 CPU-s of 0.75 over 12 s at 1080×1920).
   */
  from?: FormatBranch;
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
 * template's own layout is composed once (a branch `from` another takes that one's filtered
 * picture, split again), and the graph's sound between the branches that take it raw (the MP4's
 * is encoded beside the run and copied in, encoded-sound.ts): the filter chains to append to the
 * video's graph, the MP4's picture label, and the branches' output arguments.
 */
export function splitForBranches(
  branches: readonly FormatBranch[],
  withAudio: boolean,
): { chains: string[]; main: string; args: string[] } {
  if (branches.length === 0) return { chains: [], main: VIDEO_LABEL, args: [] };
  const chains: string[] = [];
  const pictures = new Map<FormatBranch, string>();
  const childrenOf = (parent?: FormatBranch) => branches.filter((branch) => branch.from === parent);
  /** `picture` split between its own use and each branch started from it, the branches' own filters after. */
  const splitFrom = (picture: string, parent: FormatBranch | undefined, own: string): string => {
    const children = childrenOf(parent);
    if (children.length === 0) return picture;
    const labels = [own, ...children.map((child) => `[v${branches.indexOf(child) + 1}]`)];
    chains.push(`${picture}split=${labels.length}${labels.join('')}`);
    children.forEach((child, c) => {
      const i = branches.indexOf(child) + 1;
      let label = labels[c + 1]!;
      if (child.filter) {
        chains.push(`${label}${child.filter}[f${i}]`);
        label = `[f${i}]`;
      }
      pictures.set(child, splitFrom(label, child, `[f${i}o]`));
    });
    return own;
  };
  const main = splitFrom(VIDEO_LABEL, undefined, '[v0]');
  const sounding = withAudio ? branches.filter((branch) => !branch.silent) : [];
  const audios =
    sounding.length === 1 ? [AUDIO_LABEL] : Array.from({ length: sounding.length }, (_, i) => `[a${i + 1}]`);
  if (sounding.length > 1) chains.push(`${AUDIO_LABEL}asplit=${sounding.length}${audios.join('')}`);
  const args = branches.flatMap((branch) => {
    const audio = sounding.includes(branch) ? audios[sounding.indexOf(branch)] : undefined;
    return branch.args({ video: pictures.get(branch)!, audio });
  });
  return { chains, main, args };
}
