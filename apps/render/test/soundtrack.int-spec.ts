import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess } from '@reelsmith/media';
import { loadTemplates, previewTemplate } from '@reelsmith/templates';
import { renderVideo } from '../src/composition/render-video.js';
import { mixSoundtrack } from '../src/sound/soundtrack.js';
import { integratedLoudness } from '../src/voiceover/loudness.js';
import { truePeak } from '../src/voiceover/true-peak.js';
import { readWav } from '../src/voiceover/wav.js';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { loudnessOf, toneDb } from '@reelsmith/testing';

const SPEECH = [
  { startSeconds: 1, endSeconds: 2 },
  { startSeconds: 4, endSeconds: 5.5 },
];

describe(mixSoundtrack.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    // The music: a 440 Hz tone of 2.5 s, looped; the voice: 1 kHz bursts where it "speaks".
    const ffmpeg = (args: string[]) => runProcess('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=2.5', join(dir, 'music.mp3')]);
    // Commas inside a filter's expression are escaped from the filter graph's own syntax.
    const bursts = SPEECH.map(({ startSeconds: a, endSeconds: b }) => `between(t\\,${a}\\,${b})`).join('+');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.3*sin(2*PI*1000*t)*(${bursts}):s=22050:d=7`,
      '-ac',
      '1',
      join(dir, 'voice.wav'),
    ]);
  });
  afterAll(() => remove());

  it('lays the music under the voice at least 9 dB down while it speaks, back within 0.6 s, at −14 LUFS', async () => {
    const { path, loudness } = await mixSoundtrack({
      music: { path: join(dir, 'music.mp3'), volumeDb: -10, fadeInSeconds: 0.5, fadeOutSeconds: 1.5 },
      voice: { path: join(dir, 'voice.wav'), speech: SPEECH },
      seconds: 7,
      target: { integratedLufs: -14, ceilingDbtp: -2 },
      workDir: dir,
    });
    const wav = readWav(await readFile(path));
    expect(wav).toMatchObject({ sampleRate: 48_000, channels: 2 });
    const stereo = Float32Array.from(wav.samples, (sample) => sample / 32768);
    const left = stereo.filter((_, i) => i % 2 === 0);
    const music = (from: number, to: number) => toneDb(left, 48_000, 440, from, to);
    // Inside each speech window against the open stretches around it.
    expect(music(0.6, 0.8) - music(1.2, 1.8)).toBeGreaterThanOrEqual(9);
    expect(music(2.9, 3.6) - music(4.2, 5.3)).toBeGreaterThanOrEqual(9);
    // Back up 0.6 s after the voice stops (within 1 dB of the open level).
    expect(Math.abs(music(2.6, 2.8) - music(3, 3.5))).toBeLessThan(1);
    // Faded in over 0.5 s, out over the last 1.5 s.
    expect(music(0, 0.1)).toBeLessThan(music(0.6, 0.8) - 12);
    expect(music(6.85, 7)).toBeLessThan(music(3, 3.5) - 12);
    expect(integratedLoudness(stereo, 48_000, 2)).toBeCloseTo(-14, 0);
    expect(loudness.integratedLufs).toBeCloseTo(-14, 0);
    expect(truePeak(stereo, 2)).toBeLessThanOrEqual(-1);
  });

  it.each([
    ['with a voice-over', { voiceover: true }],
    ['without a voice', {}],
  ])(
    'puts the music into a rendered video %s, at platform loudness',
    async (name, userPrompt) => {
      const square = (await loadTemplates()).find((template) => template.width === template.height)!;
      const result = await renderVideo({
        template: previewTemplate(square, { width: 320, height: 320, durationSeconds: 6 }),
        product: { name: 'Ceramic travel mug', description: 'Keeps coffee hot.' },
        imagePath: await writeTestProductImage(join(dir, 'product.png')),
        userPrompt,
        language: 'en',
        watermark: false,
        music: { path: join(dir, 'music.mp3'), volumeDb: -10, fadeInSeconds: 0.5, fadeOutSeconds: 1.5 },
        outputDir: join(dir, name),
      });
      expect(result.hasAudio).toBe(true);
      const { integratedLufs, truePeakDbtp } = loudnessOf(result.videoPath);
      expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
      expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    },
    60_000,
  );
});
