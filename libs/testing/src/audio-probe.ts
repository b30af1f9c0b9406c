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

/** The MP4's (or any file's) first audio track as mono floats at `rate`, decoded by ffmpeg. */
export function monoSamples(path: string, rate: number): Float32Array {
  const run = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      path,
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      String(rate),
      '-f',
      'f32le',
      '-',
    ],
    { maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) throw new Error(`decoding the audio failed: ${String(run.stderr)}`);
  const bytes = run.stdout;
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
}

/** The level of a pure tone in a stretch of a mono signal (Goertzel), in dB. */
export function toneDb(samples: Float32Array, rate: number, frequency: number, from: number, to: number): number {
  const [start, end] = [Math.round(from * rate), Math.round(to * rate)];
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let [s1, s2] = [0, 0];
  for (let i = start; i < end; i++) [s1, s2] = [samples[i]! + coefficient * s1 - s2, s1];
  const power = s1 * s1 + s2 * s2 - coefficient * s1 * s2;
  return 10 * Math.log10(power / ((end - start) / 2) ** 2);
}

/** A WAV of a pure tone (ffmpeg's sine source): a music track whose level can be measured. */
export function testTone(frequency: number, seconds: number, rate = 48_000): Buffer {
  const run = spawnSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:sample_rate=${rate}:duration=${seconds}`,
    '-f',
    'wav',
    '-',
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg could not make the tone: ${String(run.stderr)}`);
  return run.stdout;
}
