import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TINY_VOICE, writeTinyVoice } from './tiny-voices.js';
import { exists, temporaryDir } from '../src/test-support/fixtures.js';
import { speakPieces, type MeasuredSpeech } from '../src/voiceover/speech.js';
import { FestivalProcess } from '../src/voices/festival-process.js';
import { speakSample } from '../src/voices/voice-samples.js';
import { VoiceRegistry } from '../src/voices/voice-registry.js';
import { loudnessOf } from '@reelsmith/testing';
import { loadTemplates } from '@reelsmith/templates';
import { checkedRenderInput } from '../src/composition/render-input.js';

const seconds = (speech: MeasuredSpeech | null | undefined) => (speech!.to - speech!.from) / speech!.audio.sampleRate;

describe(VoiceRegistry.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let registry: VoiceRegistry;
  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    await writeTinyVoice(join(dir, 'models'), 'tiny-tone');
    await writeTinyVoice(join(dir, 'models'), 'tiny-kokoro', 'kokoro');
    registry = await VoiceRegistry.discover({
      espeakPath: 'espeak-ng',
      festivalPath: 'festival',
      modelsDir: join(dir, 'models'),
      timeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    registry.close();
    await remove();
  });
  const job = () => ({ workDir: dir, timeoutMs: 20_000 });

  it("lists espeak-ng's voice of every language, Festival's English voice and the mounted model", () => {
    expect(registry.list()).toHaveLength(33 + 3);
    expect(registry.list('en')).toEqual([
      expect.objectContaining({ id: 'espeak-en', engine: 'espeak', sample_rate: 22_050 }),
      expect.objectContaining({ id: 'festival-en-us-slt', engine: 'festival', gender: 'female', sample_rate: 32_000 }),
      expect.objectContaining({ id: 'neural-tiny-kokoro', engine: 'neural', name: 'Tiny Kokoro tone' }),
      {
        id: 'neural-tiny-tone',
        language: 'en',
        name: 'Tiny test tone',
        engine: 'neural',
        gender: 'female',
        sample_rate: TINY_VOICE.sampleRate,
        quality: 'poor',
      },
    ]);
    expect(registry.list('de')).toEqual([expect.objectContaining({ id: 'espeak-de', language: 'de' })]);
  });

  it('speaks with Festival at the rate asked, at the sample rate it lists, one utterance per piece', async () => {
    const voice = registry.get('festival-en-us-slt')!;
    const request = { ...job(), language: 'en' as const, voice };
    const [natural, shop] = await speakPieces(['This serum keeps your skin glowing all day.', 'Shop now.'], 1, request);
    const [fast] = await speakPieces(['This serum keeps your skin glowing all day.'], 1.25, request);
    expect(natural!.audio.sampleRate).toBe(voice.voice.sample_rate);
    expect(seconds(natural)).toBeGreaterThan(1.5);
    expect(seconds(shop)).toBeLessThan(seconds(natural));
    expect(seconds(natural) / seconds(fast)).toBeCloseTo(1.25, 1);
  });

  it('gives Festival the text as a string, never as Scheme to run', async () => {
    const marker = join(dir, 'festival-ran-this');
    const hostile = `Hi") (system "touch ${marker}") ("\\`;
    const voice = registry.get('festival-en-us-slt')!;
    const [spoken] = await speakPieces([hostile], 1, { ...job(), language: 'en', voice });
    expect(spoken).not.toBeNull();
    expect(await exists(marker)).toBe(false);
  });

  it.each(['neural-tiny-tone', 'neural-tiny-kokoro'])(
    'speaks with the mounted ONNX model %s (Piper, Kokoro) through sherpa-onnx: its sample rate, its length scaled by the rate',
    async (id) => {
      const voice = registry.get(id)!;
      const request = { ...job(), language: 'en' as const, voice };
      const [natural] = await speakPieces(['Hello there, a fine product.'], 1, request);
      const [fast] = await speakPieces(['Hello there, a fine product.'], 1.25, request);
      const [longer] = await speakPieces(['Hello there, a fine product for your whole family.'], 1, request);
      expect(natural!.audio.sampleRate).toBe(TINY_VOICE.sampleRate);
      // The tiny model says TINY_VOICE.samplesPerToken samples per phoneme token espeak-ng's data made.
      const samples = natural!.audio.samples.length;
      expect(samples % TINY_VOICE.samplesPerToken).toBe(0);
      expect(samples / TINY_VOICE.samplesPerToken).toBeGreaterThan(20);
      expect(fast!.audio.samples.length / samples).toBeCloseTo(1 / 1.25, 2);
      expect(longer!.audio.samples.length).toBeGreaterThan(samples);
    },
  );

  it('makes a sample of each engine at the videos’ loudness', async () => {
    for (const id of ['espeak-de', 'festival-en-us-slt', 'neural-tiny-tone', 'neural-tiny-kokoro']) {
      const wav = await speakSample(registry.get(id)!, { workRoot: dir, timeoutMs: 20_000 });
      const path = join(dir, `${id}.wav`);
      await writeFile(path, wav);
      const { integratedLufs, truePeakDbtp } = loudnessOf(path);
      expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
      expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    }
  });

  it('refuses to start on a mounted voice it cannot use, naming VOICE_MODELS_DIR and the folder', async () => {
    const models = join(dir, 'bad-models');
    await writeTinyVoice(models, 'broken');
    await writeFile(join(models, 'broken', 'voice.json'), JSON.stringify({ language: 'xx', name: 'Broken' }));
    await expect(
      VoiceRegistry.discover({
        espeakPath: 'espeak-ng',
        festivalPath: 'festival',
        modelsDir: models,
        timeoutMs: 10_000,
      }),
    ).rejects.toThrow(/VOICE_MODELS_DIR: the voice in '.*broken' has no valid voice.json/);
  });

  it('stops at start, naming the voice, when a mounted model does not load and speak: the check runs in a process of its own', async () => {
    const models = join(dir, 'malformed-models');
    await writeTinyVoice(models, 'malformed');
    const discover = (timeoutMs: number) =>
      VoiceRegistry.discover({ espeakPath: 'espeak-ng', festivalPath: 'festival', modelsDir: models, timeoutMs });
    await writeFile(join(models, 'malformed', 'model.onnx'), 'not a model');
    await expect(discover(10_000)).rejects.toThrow(
      /the voice neural-malformed does not load and speak: its check exited with 2 \(.*Protobuf parsing failed/,
    );
    // A token line sherpa-onnx cannot read hangs the process that loads it: the check is ended.
    await writeTinyVoice(models, 'malformed');
    await writeFile(join(models, 'malformed', 'tokens.txt'), 'no-id-here\n');
    await expect(discover(2_000)).rejects.toThrow(
      /neural-malformed does not load and speak: its check was ended by SIGKILL/,
    );
  });

  it('fails a render whose voice it does not have, and one whose voice speaks another language', async () => {
    expect(() => registry.forRender({ voice: 'neural-missing', language: 'en' })).toThrow(/not available/);
    expect(registry.forRender({ language: 'fr' }).voice.id).toBe('espeak-fr');
    const [template] = await loadTemplates();
    const german = { template: template!, language: 'de' as const, voice: registry.get('festival-en-us-slt') };
    expect(() =>
      checkedRenderInput({ ...german, product: { name: 'x', description: '' }, imagePath: '', watermark: false }),
    ).toThrow("The voice festival-en-us-slt does not speak 'de'.");
  });
});

describe(FestivalProcess.name, () => {
  it('fails a form past its budget, then starts a new Festival for the next one', async () => {
    const festival = new FestivalProcess('festival', '(voice_cmu_us_slt_arctic_hts)');
    try {
      // A loop that never ends stands for a hung synthesis.
      await expect(festival.run('(while t nil)', { timeoutMs: 1_000 })).rejects.toThrow(/longer than 1000 ms/);
      await expect(festival.run('(set! reelsmith_probe 1)', { timeoutMs: 10_000 })).resolves.toBeUndefined();
    } finally {
      festival.close();
    }
  });

  it('answers a failing form with its error and keeps serving', async () => {
    const festival = new FestivalProcess('festival', '(voice_cmu_us_slt_arctic_hts)');
    try {
      await expect(festival.run('(utt.save.wave (SynthText "hi") "/nonexistent/x.wav" \'riff)')).rejects.toThrow(
        /Festival failed: .*nonexistent/,
      );
      await expect(festival.run('(set! reelsmith_probe 2)')).resolves.toBeUndefined();
    } finally {
      festival.close();
    }
  });
});
