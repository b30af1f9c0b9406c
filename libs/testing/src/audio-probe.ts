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

/** The WebVTT cues' times: the speech windows, each within 150 ms of the speech (the contract). */
export function cueWindows(vtt: string): Interval[] {
  const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return [...vtt.matchAll(/([\d:.]+) --> ([\d:.]+)/g)].map((match) => ({
    start: seconds(match[1]!),
    end: seconds(match[2]!),
  }));
}

/** How a music track of a pure tone was lowered under the speech, read in tenths of a second. */
export interface ToneDucking {
  /** Tenths away from every window and from the fades, and tenths well inside one. */
  openTenths: number;
  insideTenths: number;
  /** The quietest open tenth's level less the loudest inside one: how far the music dropped. */
  depthDb: number;
  /** Tenths just after a window's 0.6 s release, and the most any of them is below the loudest open one. */
  releasedTenths: number;
  releaseShortfallDb: number;
}

/**
 * Measures the ducking of a pure-tone music track at `toneHz` in the file at `path` of
 * `seconds`, given the speech windows (the captions' cues). Open tenths keep 0.3 s before a
 * window and 0.75 s after it (the cues' 150 ms around both, and the 0.6 s release), and away
 * from the fades (0.8 s in, 1.7 s out); inside ones 0.2 s within a window.
 */
export function toneDucking(
  path: string,
  speech: readonly Interval[],
  seconds: number,
  { toneHz, rate = 48_000 }: { toneHz: number; rate?: number },
): ToneDucking {
  const samples = monoSamples(path, rate);
  const level = (t: number) => toneDb(samples, rate, toneHz, t, t + 0.1);
  const tenths = Array.from({ length: Math.floor(seconds * 10) }, (_, i) => i / 10);
  const open = tenths.filter(
    (t) =>
      t >= 0.8 &&
      t + 0.1 <= seconds - 1.7 &&
      speech.every(({ start, end }) => t + 0.1 <= start - 0.3 || t >= end + 0.75),
  );
  const inside = tenths.filter((t) => speech.some(({ start, end }) => t >= start + 0.2 && t + 0.1 <= end - 0.2));
  const released = open.filter((t) => speech.some(({ end }) => t >= end + 0.75 && t < end + 0.95));
  const openLevels = open.map(level);
  const fullLevel = Math.max(...openLevels);
  return {
    openTenths: open.length,
    insideTenths: inside.length,
    depthDb: Math.min(...openLevels) - Math.max(...inside.map(level)),
    releasedTenths: released.length,
    releaseShortfallDb: Math.max(...released.map((t) => fullLevel - level(t))),
  };
}
