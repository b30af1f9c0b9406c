// Listens to the ad check's videos: the twelve languages × the three built-in templates with
// the 200-character name, voice-over and burned-in captions, rendered at full size and rate.
// For each: integrated loudness and true peak (ebur128), the longest silence anywhere and how
// long before the end the voice stops (silencedetect at −46 dB), and the render's warnings.
// The goals (contract, "Ad-grade output"): −14 ± 1 LUFS, ≤ −1 dBTP, no silence over 3 s, the
// last word ending ≥ 0.3 s before the end. Run with `npm run bench:ad-audio` (builds first).
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { LANGUAGES, LONG_NAMES, adProduct } from './ad-products.mjs';
import { writeDemoProductImage } from './demo-product.mjs';

const WORK = new URL('./out/ad-audio/', import.meta.url).pathname;
const SILENCE_DB = -46;
const SILENCE_MIN_SECONDS = 0.3;

/** ffmpeg's log (stderr) of reading `path` through `filter`. */
function listen(path, filter) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', path, '-af', filter, '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed on ${path}: ${result.stderr}`);
  return result.stderr;
}

function loudnessOf(path) {
  const summary = listen(path, 'ebur128=peak=true').split('Summary:')[1] ?? '';
  const number = (pattern) => Number(pattern.exec(summary)?.[1]);
  return { lufs: number(/I:\s+(-?[\d.]+) LUFS/), peakDbtp: number(/Peak:\s+(-?[\d.]+) dBFS/) };
}

/** The longest silence (leading and trailing included) and the silence after the last sound. */
function silencesOf(path, durationSeconds) {
  const log = listen(path, `silencedetect=noise=${SILENCE_DB}dB:d=${SILENCE_MIN_SECONDS}`);
  const starts = [...log.matchAll(/silence_start: (-?[\d.]+)/g)].map((m) => Math.max(0, Number(m[1])));
  const ends = [...log.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  const silences = starts.map((start, i) => ({ start, end: ends[i] ?? durationSeconds }));
  const longest = Math.max(0, ...silences.map((s) => s.end - s.start));
  const last = silences.at(-1);
  const tail = last && last.end >= durationSeconds - 0.05 ? durationSeconds - last.start : 0;
  return { longest, tail };
}

await rm(WORK, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath, 800);

const rows = [];
for (const template of await loadTemplates()) {
  for (const language of LANGUAGES) {
    const video = await renderVideo({
      template,
      product: adProduct(language, LONG_NAMES[language]),
      imagePath,
      userPrompt: { voiceover: true, captions: true },
      language,
      watermark: true,
      outputDir: join(WORK, `${template.width}x${template.height}-${language}`),
    });
    const { lufs, peakDbtp } = loudnessOf(video.videoPath);
    const { longest, tail } = silencesOf(video.videoPath, video.durationSeconds);
    rows.push({
      template: template.name,
      language,
      lufs,
      'peak dBTP': peakDbtp,
      'longest silence s': Number(longest.toFixed(2)),
      'voice ends s before end': Number(tail.toFixed(2)),
      warnings: video.warnings.map((warning) => warning.code).join(' '),
    });
    process.stdout.write('.');
  }
}
console.log();
console.table(rows);
const values = (key) => rows.map((row) => row[key]);
const range = (key) => `${Math.min(...values(key))} … ${Math.max(...values(key))}`;
console.log(`loudness ${range('lufs')} LUFS (goal −14 ± 1); true peak ${range('peak dBTP')} dBTP (goal ≤ −1)`);
console.log(`longest silence ${Math.max(...values('longest silence s'))} s (goal ≤ 3)`);
console.log(`voice ends ${range('voice ends s before end')} s before the end (goal ≥ 0.3)`);
