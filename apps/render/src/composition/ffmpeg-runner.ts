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
