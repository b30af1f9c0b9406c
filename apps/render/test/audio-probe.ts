import { spawnSync } from 'node:child_process';

export interface Interval {
  start: number;
  end: number;
}

/** Where the MP4's audio is louder than -45 dBFS, as ffmpeg's silencedetect hears the AAC track. */
export function speechIn(videoPath: string, durationSeconds: number): Interval[] {
  const run = spawnSync(
    'ffmpeg',
    ['-hide_banner', '-i', videoPath, '-map', '0:a:0', '-af', 'silencedetect=noise=-45dB:d=0.1', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`silencedetect failed: ${run.stderr}`);
  const silences: Interval[] = [];
  for (const match of run.stderr.matchAll(/silence_(start|end): (-?[\d.]+)/g)) {
    if (match[1] === 'start') silences.push({ start: Number(match[2]), end: durationSeconds });
    else silences.at(-1)!.end = Number(match[2]);
  }
  const speech: Interval[] = [];
  let from = 0;
  for (const silence of silences) {
    if (silence.start > from) speech.push({ start: from, end: silence.start });
    from = silence.end;
  }
  // A silence that lasts to the end is closed at the last whole audio frame, a few ms early.
  if (from < durationSeconds - 0.1) speech.push({ start: from, end: durationSeconds });
  return speech;
}

export { loudnessOf } from '@reelsmith/testing';
