// Listens to music under a voice-over in every built-in template, rendered at full size and rate
// as a shop gets it: the music a 2.5 s pure tone at 12 kHz (the voice, spoken at 22.05 kHz, has
// nothing above 11 kHz, so the music's level can be read beside the speech), looped, faded in and
// out, at −6 dB. For each template, with and without the voice: integrated loudness and true peak
// (ebur128), and under the voice how far the music drops inside the speech windows (the captions'
// cues) against its level away from them, and how far short of that level it is in the tenth just
// after a window's 0.6 s release. The goals (issue #25, contract "Sound and voices"): −14 ± 1 LUFS,
// ≤ −1 dBTP, ducked ≥ 9 dB, back within 0.6 s. Run with `npm run bench:music` (builds first).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplates } from '@reelsmith/templates';
import { renderVideo } from '@reelsmith/render/composition';
import { cueWindows, loudnessOf, testTone, toneDucking } from '@reelsmith/testing';
import { writeDemoProductImage } from './demo-product.mjs';

const WORK = new URL('./out/music-audio/', import.meta.url).pathname;
const TONE_HZ = 12_000;

await rm(WORK, { recursive: true, force: true });
await mkdir(WORK, { recursive: true });
const imagePath = join(WORK, 'product.jpg');
await writeDemoProductImage(imagePath);
const musicPath = join(WORK, 'tone.wav');
await writeFile(musicPath, testTone(TONE_HZ, 2.5));
const music = { path: musicPath, volumeDb: -6, fadeInSeconds: 0.5, fadeOutSeconds: 1.5 };

const rows = [];
for (const template of await loadTemplates()) {
  for (const voiceover of [false, true]) {
    const outputDir = join(WORK, `${template.width}x${template.height}-${voiceover ? 'voice' : 'music'}`);
    const result = await renderVideo({
      template,
      // Short texts, so the voice leaves stretches where the music plays at its full level.
      product: { name: 'Travel mug', description: 'Keeps tea hot.' },
      imagePath,
      userPrompt: { headline: 'Hot tea', voiceover },
      language: 'en',
      watermark: true,
      music,
      outputDir,
    });
    const { integratedLufs, truePeakDbtp } = loudnessOf(result.videoPath);
    const row = {
      template: template.name,
      sound: voiceover ? 'music under voice' : 'music',
      LUFS: integratedLufs.toFixed(1),
      dBTP: truePeakDbtp.toFixed(1),
    };
    if (voiceover) {
      const speech = cueWindows(await readFile(result.captionsPath, 'utf8'));
      const ducking = toneDucking(result.videoPath, speech, result.durationSeconds, { toneHz: TONE_HZ });
      row['ducked dB'] = ducking.depthDb.toFixed(1);
      row['short after release dB'] = ducking.releaseShortfallDb.toFixed(1);
      row['tenths open/inside/released'] = `${ducking.openTenths}/${ducking.insideTenths}/${ducking.releasedTenths}`;
    }
    rows.push(row);
  }
}
console.table(rows);
console.log('goals: −14 ± 1 LUFS, ≤ −1 dBTP; under the voice ducked ≥ 9 dB, back within 0.6 s (short ≤ 1 dB)');
