import { spawnSync } from 'node:child_process';

/** Integrated loudness (LUFS) and true peak (dBTP) of the first audio track of a file (an MP4, a WAV), by ffmpeg's ebur128 filter. */
export function loudnessOf(path: string): { integratedLufs: number; truePeakDbtp: number } {
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', path, '-map', '0:a:0', '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ebur128 failed: ${run.stderr}`);
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error(`no ebur128 summary: ${summary}`);
  return { integratedLufs: Number(integrated[1]), truePeakDbtp: Number(peak[1]) };
}
