// Renders every built-in template at full size (as is, with a voice-over and burned-in
// captions, with music, and with music under a voice-over; with music, each with the worker's
// cache of decoded music empty, "cold", and holding the track, "warm") and, in the same run, a bare encode of moving synthetic content (testsrc2) with the
// same size, fps, duration and encoder settings (for a row with sound, also against a bare
// encode with a stereo AAC track); prints wall times and their ratio, and CPU
// seconds (ours plus ffmpeg's), which a busy machine distorts less than wall time. Beside the
// built-ins, a custom template as an account would post it (custom-template.mjs: 60 s, 20
// scenes of texts, shapes and a product moving on keyframes), checked as the API checks it.
// Last, the audio stage alone (music decoded, looped, faded, ducked under a voice, mixed and
// brought to −14 LUFS) for a 30 s video: its CPU seconds, which the target bounds at 1.
// Then a video with six outputs (issue #27: TikTok, Reels, Shorts, WebM, GIF, HLS) against the
// same video alone, alternated: the wall-time ratio (goal ≤ 2.5), each output's size and checks.
// Run with `npm run bench` (builds first); `--runs N` repeats; `--only <name part>` renders only
// the templates whose name contains it (`--only story`: the custom one; `--only outputs`: only
// the outputs row).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkTemplateBody, loadTemplates, templateOfBody } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { MusicCache, mixSoundtrack } from '@reelsmith/render/sound';
import { customTemplateBody } from './custom-template.mjs';
import { writeDemoProductImage } from './demo-product.mjs';
import { option } from './options.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const RUNS = Number(option('runs', 1));
const ONLY = option('only', '');

/** CPU seconds used so far by this process and by the children it has waited for (ffmpeg). */
function cpuSeconds() {
  // /proc/self/stat fields 16 and 17: cutime and cstime, in clock ticks (100 per second).
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  const { user, system } = process.cpuUsage();
  return children + (user + system) / 1e6;
}

/** Wall and CPU seconds of an async task. */
async function measure(task) {
  const wall = performance.now();
  const cpu = cpuSeconds();
  await task();
  return { wall: (performance.now() - wall) / 1000, cpu: cpuSeconds() - cpu };
}

/**
 * The bare encode of the template's size, rate and length; with `soundPath` (a 48 kHz stereo
 * WAV, looped), also what a video with sound encodes: that track as AAC with the render's own
 * settings. The track is the bench's own music, the one the rendered rows carry: a pure tone
 * costs ffmpeg's AAC encoder ≈ 20 % more than that chord (and noise half as much), so any
 * other track would move the comparison.
 */
function bareEncode(template, output, soundPath) {
  // prettier-ignore
  const sound = soundPath
    ? ['-stream_loop', '-1', '-i', soundPath, '-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k']
    : [];
  // prettier-ignore
  const result = spawnSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=s=${template.width}x${template.height}:r=${template.fps}`,
    ...sound,
    '-t', String(template.duration_seconds),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', output,
  ]);
  if (result.status !== 0) throw new Error(`bare encode failed: ${result.stderr}`);
}

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** A 12 s stereo MP3 of a chord with a beat: shorter than every template, so it loops. */
function writeMusic(path) {
  const chord = [220, 277, 330].map((hz) => `sin(2*PI*${hz}*t)`).join('+');
  ffmpeg(['-f', 'lavfi', '-i', `aevalsrc=0.2*(${chord})*(0.6+0.4*sin(2*PI*2*t)):s=44100:d=12:c=stereo`, path]);
}

function render(template, imagePath, outputDir, extra = {}, music, outputs) {
  return renderVideo({
    musicCache,
    template,
    product: {
      name: 'Aurum Radiance Serum',
      description:
        'A lightweight vitamin C serum that brightens dull skin in two weeks. Cold-pressed botanicals, no fragrance.',
    },
    imagePath,
    userPrompt: { headline: 'Glow that lasts all day', price: '$49', ...extra },
    language: 'en',
    watermark: true,
    music,
    outputDir,
    outputs,
  });
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const imagePath = join(OUT, 'product.jpg');
await writeDemoProductImage(imagePath);
const musicPath = join(OUT, 'music.mp3');
writeMusic(musicPath);
const bareSoundPath = join(OUT, 'music-48k.wav');
ffmpeg(['-i', musicPath, '-ar', '48000', '-ac', '2', bareSoundPath]);
const music = { path: musicPath, volumeDb: -10, fadeInSeconds: 0.5, fadeOutSeconds: 1.5 };

// The worker's cache of decoded music (sound/music-cache.ts): a "cold" render finds it empty
// (the first video with a track: the music is decoded), a "warm" one right after it finds the
// track there (every later video with it, as in a shop's or a batch's videos).
const musicCacheDir = join(OUT, 'music-cache');
const musicCache = new MusicCache({ dir: musicCacheDir, maxBytes: 256 * 1024 * 1024 });

// Each template as it is, with a voice-over and its captions burned in, and with music.
const VARIANTS = [
  { suffix: '', extra: {} },
  { suffix: ' + captions', extra: { voiceover: true, captions: true } },
  { suffix: ' + music (cold)', extra: {}, music, cache: 'cold' },
  { suffix: ' + music (warm)', extra: {}, music, cache: 'warm' },
  { suffix: ' + music + voice (cold)', extra: { voiceover: true }, music, cache: 'cold' },
  { suffix: ' + music + voice (warm)', extra: { voiceover: true }, music, cache: 'warm' },
];

const hasSound = ({ extra, music }) => extra.voiceover === true || music !== undefined;

/** The custom template, refused here as the API would refuse it. */
function customTemplate() {
  const check = checkTemplateBody(customTemplateBody());
  if (!check.valid) throw new Error(`the custom template is invalid: ${JSON.stringify(check.errors.slice(0, 3))}`);
  return templateOfBody(check.template, 'tmpl_0000000000000000000000CVST', 10);
}

const templates = [...(await loadTemplates()), customTemplate()].filter((template) =>
  template.name.toLowerCase().includes(ONLY.toLowerCase()),
);
const rows = [];
for (const template of templates) {
  const bares = [];
  const baresWithSound = [];
  const renders = VARIANTS.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    const barePath = join(OUT, `bare-${template.width}x${template.height}.mp4`);
    bares.push(await measure(() => bareEncode(template, barePath)));
    baresWithSound.push(await measure(() => bareEncode(template, barePath, bareSoundPath)));
    for (const [i, { extra, music, cache }] of VARIANTS.entries()) {
      const outputDir = join(OUT, `${template.id}-${i}`);
      if (cache === 'cold') await rm(musicCacheDir, { recursive: true, force: true });
      renders[i].push(await measure(() => render(template, imagePath, outputDir, extra, music)));
    }
  }
  const best = (runs, key) => Math.min(...runs.map((run) => run[key]));
  VARIANTS.forEach(({ suffix }, i) =>
    rows.push({
      template: `${template.name}${suffix}`,
      size: `${template.width}x${template.height}`,
      seconds: template.duration_seconds,
      'render s': best(renders[i], 'wall').toFixed(2),
      'bare s': best(bares, 'wall').toFixed(2),
      ratio: (best(renders[i], 'wall') / best(bares, 'wall')).toFixed(2),
      'render cpu s': best(renders[i], 'cpu').toFixed(2),
      'bare cpu s': best(bares, 'cpu').toFixed(2),
      'cpu ratio': (best(renders[i], 'cpu') / best(bares, 'cpu')).toFixed(2),
      // A video with sound beside the bare encode that also encodes sound.
      'ratio, bare with sound': hasSound(VARIANTS[i])
        ? (best(renders[i], 'wall') / best(baresWithSound, 'wall')).toFixed(2)
        : '',
    }),
  );
}
if (rows.length) console.table(rows);

/** The vertical template with a voice-over alone and with six outputs, alternated; best of the runs. */
async function outputsRow() {
  const OUTPUTS = [
    { profile: 'tiktok' },
    { profile: 'reels' },
    { profile: 'shorts' },
    { format: 'webm' },
    { format: 'gif' },
    { format: 'hls' },
  ];
  const vertical = (await loadTemplates()).find((template) => template.height > template.width);
  const extra = { voiceover: true };
  const alone = [];
  const withOutputs = [];
  let rendered;
  for (let run = 0; run < Math.max(2, RUNS); run++) {
    alone.push(await measure(() => render(vertical, imagePath, join(OUT, 'outputs-alone'), extra)));
    withOutputs.push(
      await measure(async () => {
        rendered = await render(vertical, imagePath, join(OUT, 'outputs-six'), extra, undefined, OUTPUTS);
      }),
    );
  }
  const best = (runs, key) => Math.min(...runs.map((run) => run[key]));
  console.table([
    {
      video: `${vertical.name} + voice, ${OUTPUTS.map((o) => o.profile ?? o.format).join(', ')}`,
      'alone s': best(alone, 'wall').toFixed(2),
      'with outputs s': best(withOutputs, 'wall').toFixed(2),
      ratio: (best(withOutputs, 'wall') / best(alone, 'wall')).toFixed(2),
      'alone cpu s': best(alone, 'cpu').toFixed(2),
      'with outputs cpu s': best(withOutputs, 'cpu').toFixed(2),
      'cpu ratio': (best(withOutputs, 'cpu') / best(alone, 'cpu')).toFixed(2),
    },
  ]);
  console.table(
    rendered.outputs.map((output) => ({
      output: output.profile ?? output.format,
      size: `${output.width}x${output.height}`,
      seconds: output.durationSeconds,
      MB: (output.bytes / 1e6).toFixed(2),
      checks: output.checks.passed ? 'passed' : output.checks.failures.map((f) => f.check).join(', '),
    })),
  );
  console.log('goal: a video with 6 outputs ≤ 2.5× the same video alone (wall time)');
}
if (!ONLY || 'outputs'.includes(ONLY.toLowerCase())) await outputsRow();

/**
 * The audio stage of a 30 s video with music under a voice that speaks 2 s in every 3: cold (the
 * music decoded, the cache emptied first) and warm (the music's samples read from the cache).
 */
async function audioStage(cache) {
  const seconds = 30;
  const speech = Array.from({ length: 10 }, (_, i) => ({ startSeconds: i * 3 + 0.5, endSeconds: i * 3 + 2.5 }));
  const bursts = speech.map(({ startSeconds: a, endSeconds: b }) => `between(t\\,${a}\\,${b})`).join('+');
  const voicePath = join(OUT, 'voice-30s.wav');
  ffmpeg(['-f', 'lavfi', '-i', `aevalsrc=0.3*sin(2*PI*180*t)*(${bursts}):s=22050:d=${seconds}`, '-ac', '1', voicePath]);
  const workDir = join(OUT, 'audio-stage');
  await mkdir(workDir, { recursive: true });
  const runs = [];
  for (let run = 0; run < Math.max(3, RUNS); run++) {
    if (cache === 'cold') await rm(musicCacheDir, { recursive: true, force: true });
    runs.push(
      await measure(() =>
        mixSoundtrack({
          music,
          voice: { path: voicePath, speech },
          seconds,
          target: { integratedLufs: -14, ceilingDbtp: -2 },
          workDir,
          musicCache,
        }),
      ),
    );
  }
  return { wall: Math.min(...runs.map((r) => r.wall)), cpu: Math.min(...runs.map((r) => r.cpu)) };
}
if (!ONLY) {
  for (const cache of ['cold', 'warm']) {
    const stage = await audioStage(cache);
    console.log(
      `audio stage of a 30 s video, ${cache} (music decoded or cached, voice resampled, loop, fade, duck, mix, −14 LUFS): ` +
        `${stage.cpu.toFixed(2)} CPU s, ${stage.wall.toFixed(2)} s wall (target ≤ 1 CPU s)`,
    );
  }
}
console.log(
  `best of ${RUNS} run(s) each; target: ratio ≤ 1.0 (built-ins), ≤ 1.1 (custom); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
);
