import { join } from 'node:path';
import { loadTemplates, type TemplateDefinition } from '@reelsmith/templates';
import { renderVideo } from '../src/composition/render-video.js';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { loudnessOf, speechIn } from '@reelsmith/testing';
import { soundOnlyTemplate } from './sound-only-template.js';

/**
 * The voice-over of real renders, heard by ffmpeg: every built-in template at −14 ± 1 LUFS with
 * its true peak at most −1 dBTP (ebur128), and the last word ending at least 0.3 s before the end
 * (silencedetect) for a 200-character name in Chinese, the language espeak-ng speaks slowest per
 * character (≈ 0.23 s). The renders are small and at 6 fps: only their sound is looked at.
 */
describe('the voice-over of a rendered video', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let imagePath: string;
  let templates: TemplateDefinition[];

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    imagePath = await writeTestProductImage(join(dir, 'product.png'));
    templates = await loadTemplates();
  });
  afterAll(() => remove());

  it.each(['Showcase (landscape)', 'Bold (square)', 'Spotlight (vertical)'])(
    'is at −14 ± 1 LUFS with a true peak of at most −1 dBTP in the %s template',
    async (name) => {
      const template = soundOnlyTemplate(templates.find((t) => t.name === name)!);
      const result = await renderVideo({
        template,
        product: {
          name: 'Thermobecher Edelstahl 350 ml',
          description: 'Hält Getränke zwölf Stunden heiß.',
          price: { amount: 1990, currency: 'eur' },
        },
        imagePath,
        userPrompt: { voiceover: true },
        language: 'de',
        watermark: false,
        outputDir: join(dir, name),
      });
      const { integratedLufs, truePeakDbtp } = loudnessOf(result.videoPath);
      expect(integratedLufs).toBeGreaterThanOrEqual(-15);
      expect(integratedLufs).toBeLessThanOrEqual(-13);
      expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    },
  );

  it('ends the last word at least 0.3 s before the video does, for the longest name in the slowest language', async () => {
    const template = soundOnlyTemplate(templates.find((t) => t.name === 'Spotlight (vertical)')!);
    const name = '陶瓷咖啡杯容量350毫升适用于微波炉和洗碗机'.repeat(10).slice(0, 200);
    const result = await renderVideo({
      template,
      product: { name, description: '北欧设计的木质托盘', price: { amount: 1990, currency: 'cny' } },
      imagePath,
      userPrompt: { voiceover: true, captions: true },
      language: 'zh',
      watermark: false,
      outputDir: join(dir, 'zh'),
    });
    const speech = speechIn(result.videoPath, result.durationSeconds);
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.at(-1)!.end).toBeLessThanOrEqual(result.durationSeconds - 0.3);
    // A 200-character name takes ≈ 45 s to say: it is left out, and the render says so.
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'voice_lines_dropped' }));
    expect(result.cues.map((cue) => cue.text)).toContain('立即购买');
  });
});
