import { readFile } from 'node:fs/promises';
import { temporaryDir } from '../test-support/fixtures.js';
import { synthesizeVoiceover, wavDurationSeconds } from './espeak-voiceover.js';

describe(synthesizeVoiceover.name, () => {
  it('speaks the sentences into a WAV file in the chosen language', async () => {
    const { dir, remove } = await temporaryDir();
    try {
      const voice = await synthesizeVoiceover({
        sentences: ['Aurum Radiance Serum', 'Jetzt kaufen'],
        language: 'de',
        workDir: dir,
        maxSeconds: 10,
        espeakPath: 'espeak-ng',
      });
      expect(voice.durationSeconds).toBeGreaterThan(0.5);
      expect(voice.durationSeconds).toBeLessThanOrEqual(10);
      expect(wavDurationSeconds(await readFile(voice.path))).toBeCloseTo(voice.durationSeconds, 5);
      // The text went through a file, not the argument list.
      expect(await readFile(`${dir}/voiceover.txt`, 'utf8')).toBe('Aurum Radiance Serum.\nJetzt kaufen.');
    } finally {
      await remove();
    }
  });

  it('speeds the voice up to fit the video', async () => {
    const { dir, remove } = await temporaryDir();
    try {
      const sentences = ['This sentence is long enough to take a few seconds when it is spoken at a normal pace.'];
      const normal = await synthesizeVoiceover({
        sentences,
        language: 'en',
        workDir: dir,
        maxSeconds: 60,
        espeakPath: 'espeak-ng',
      });
      const limit = normal.durationSeconds * 0.8;
      const fitted = await synthesizeVoiceover({
        sentences,
        language: 'en',
        workDir: dir,
        maxSeconds: limit,
        espeakPath: 'espeak-ng',
      });
      expect(fitted.durationSeconds).toBeLessThan(normal.durationSeconds);
    } finally {
      await remove();
    }
  });
});
