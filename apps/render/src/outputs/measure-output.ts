import { stat } from 'node:fs/promises';
import { mp4TopLevelBoxes, probeMedia, runProcess, type RunOptions } from '@reelsmith/media';
import type { OutputMeasurement } from './output-checks.js';

export interface MeasureOptions extends Pick<RunOptions, 'signal' | 'timeoutMs' | 'niceness'> {
  ffmpegPath: string;
  ffprobePath: string;
}

/**
 * EBU R128 as ffmpeg's `ebur128` filter prints it in its summary: integrated loudness and the
 * true peak (4× oversampled). A silent track reads −70 LUFS and −inf.
 */
export function parseEbur128Summary(stderr: string): { integratedLufs: number; truePeakDbtp: number } {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined) throw new Error('ebur128 printed no summary');
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { integratedLufs: value(integrated), truePeakDbtp: value(peak) };
}

export async function measureLoudness(path: string, options: MeasureOptions) {
  const { ffmpegPath, ffprobePath: _, ...run } = options;
  // prettier-ignore
  const { stderr } = await runProcess(ffmpegPath, [
    '-hide_banner', '-nostdin', '-nostats', '-i', path, '-map', '0:a:0', '-filter:a', 'ebur128=peak=true', '-f', 'null', '-',
  ], run);
  return parseEbur128Summary(stderr);
}

export type Loudness = Awaited<ReturnType<typeof measureLoudness>>;

/**
 * What the checks need of one file: ffprobe's streams and container (each stream's packets
 * counted), its bytes (`bytes` when given: an HLS output's are all its files'), the MP4 box
 * order, and the loudness when it should have sound. The loudness is measured beside the probe
 * rather than after it, or taken from `loudness`: a measurement of the very same sound (an HLS
 * rung's AAC is the MP4's, copied).
 */
export async function measureOutput(
  path: string,
  options: MeasureOptions & { mp4?: boolean; bytes?: number; sound?: boolean; loudness?: Promise<Loudness> },
): Promise<OutputMeasurement> {
  const { ffprobePath, signal, timeoutMs } = options;
  // Settled, not thrown, until the probe says whether the file has sound at all.
  const loudness = options.sound
    ? (options.loudness ?? measureLoudness(path, options)).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      )
    : undefined;
  const [probe, bytes, boxes, measured] = await Promise.all([
    probeMedia(path, { ffprobePath, signal, timeoutMs, countPackets: true }),
    options.bytes ?? stat(path).then((info) => info.size),
    options.mp4 ? mp4TopLevelBoxes(path) : undefined,
    loudness,
  ]);
  const faststart = boxes && boxes.includes('moov') && boxes.indexOf('moov') < boxes.indexOf('mdat');
  const hasSound = probe.streams.some((stream) => stream.codec_type === 'audio');
  // A file without the sound it should have fails its audio check, not the measurement.
  if (measured && 'error' in measured && hasSound) throw measured.error;
  return { probe, bytes, faststart, loudness: measured && 'value' in measured ? measured.value : undefined };
}
