import { writeFile } from 'node:fs/promises';
import { runProcess } from '@reelsmith/media';

export interface FfmpegRunOptions {
  ffmpegPath: string;
  /** Length of the output, to turn ffmpeg's out_time into a percentage. */
  durationSeconds: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** ffmpeg's budget: past it ffmpeg is killed and the run rejects (ProcessTimeoutError). */
  timeoutMs?: number;
  /** Runs ffmpeg at a lower CPU priority (`nice`, 1–19). */
  niceness?: number;
}

/** Options every run gets: quiet stderr (errors only), machine-readable progress on stdout. */
const COMMON_ARGS = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];

/**
 * Runs ffmpeg and reports progress 0–100 from its `-progress` feed (out_time_us against the
 * expected duration). Each percentage is reported once, in increasing order.
 */
export async function runFfmpeg(args: readonly string[], options: FfmpegRunOptions): Promise<void> {
  const totalMicros = options.durationSeconds * 1_000_000;
  let reported = -1;
  const report = (percent: number) => {
    const rounded = Math.min(100, Math.max(0, Math.floor(percent)));
    if (rounded <= reported) return;
    reported = rounded;
    options.onProgress?.(rounded);
  };
  await runProcess(options.ffmpegPath, [...COMMON_ARGS, ...args], {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    niceness: options.niceness,
    onStdoutLine: (line) => {
      const [key, value] = line.split('=', 2);
      if (key === 'out_time_us' && value && /^\d+$/.test(value)) report((Number(value) / totalMicros) * 100);
      else if (key === 'progress' && value === 'end') report(100);
    },
  });
  report(100);
}

/**
 * A command line argument has at most 128 KiB on Linux (MAX_ARG_STRLEN); a graph of many moving
 * elements carries a command per frame and can outgrow it, so a long graph goes in a file.
 */
const LONGEST_INLINE_GRAPH = 64 * 1024;

/**
 * The start of a composing run: its pictures and sound as inputs, and `graph` over them. x264's
 * threads already fill the cores; slice-threading the filters too only adds hand-overs between
 * them on every frame (about a sixth of the square template's time).
 */
export async function composingArgs(
  composition: { pictures: string[][]; audioArgs: string[] },
  graph: string,
  scriptPath: string,
): Promise<string[]> {
  return [
    '-y',
    '-filter_complex_threads',
    '1',
    ...composition.pictures.flat(),
    ...composition.audioArgs,
    ...(await filterGraphArgs(graph, scriptPath)),
  ];
}

/** ffmpeg's arguments for `graph`: inline, or written to `scriptPath` (a scratch file) when it is long. */
export async function filterGraphArgs(graph: string, scriptPath: string): Promise<string[]> {
  if (graph.length <= LONGEST_INLINE_GRAPH) return ['-filter_complex', graph];
  await writeFile(scriptPath, graph);
  return ['-filter_complex_script', scriptPath];
}
