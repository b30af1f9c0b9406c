import { readFile, readdir } from 'node:fs/promises';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { synthesizeVoiceover, type VoiceoverRequest } from '../src/voiceover/espeak-voiceover.js';
import { readWav, soundBounds, wavDurationSeconds } from '../src/voiceover/wav.js';

describe(synthesizeVoiceover.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
  });
  afterEach(() => remove());

  const request = (overrides: Partial<VoiceoverRequest>): VoiceoverRequest => ({
    sentences: [],
    language: 'en',
    workDir: dir,
    maxSeconds: 20,
    espeakPath: 'espeak-ng',
    ...overrides,
  });

  it('speaks every phrase in one espeak-ng run, through a text file, into one WAV in the chosen language', async () => {
    const voice = await synthesizeVoiceover(
      request({ sentences: [['Aurum Radiance Serum'], ['Jetzt kaufen', 'solange es ihn gibt']], language: 'de' }),
    );
    expect(voice!.phrases.map((phrase) => phrase.text)).toEqual([
      'Aurum Radiance Serum',
      'Jetzt kaufen',
      'solange es ihn gibt',
    ]);
    expect(wavDurationSeconds(await readFile(voice!.path))).toBeCloseTo(voice!.durationSeconds, 5);
    // The text went through a file, the phrases parted by breaks; the last phrase of a sentence
    // ends like one.
    expect(await readFile(`${dir}/voice.ssml`, 'utf8')).toBe(
      '<speak>Aurum Radiance Serum.<break time="1000ms"/>Jetzt kaufen<break time="1000ms"/>solange es ihn gibt.</speak>',
    );
  });

  it("escapes the user's text for SSML, so markup in it is spoken or ignored, never obeyed", async () => {
    const voice = await synthesizeVoiceover(request({ sentences: [['Tom & Jerry <break time="9s"/>'], ['Shop now']] }));
    expect(await readFile(`${dir}/voice.ssml`, 'utf8')).toContain(
      'Tom &amp; Jerry &lt;break time="9s"/&gt;.<break time="1000ms"/>Shop now.',
    );
    expect(voice!.phrases.map((phrase) => phrase.text)).toEqual(['Tom & Jerry <break time="9s"/>', 'Shop now']);
    expect(voice!.durationSeconds).toBeLessThan(6);
  });

  it('speaks the phrases one process each when a break cannot be told apart', async () => {
    // A phrase espeak-ng says nothing for merges two breaks into one silence.
    const voice = await synthesizeVoiceover(request({ sentences: [['Glow all day'], ['...'], ['Shop now']] }));
    expect(voice!.phrases.map((phrase) => phrase.text)).toEqual(['Glow all day', 'Shop now']);
    const texts = (await readdir(dir)).filter((name) => name.endsWith('.txt')).sort();
    expect(texts).toEqual(['voice-0.txt', 'voice-1.txt', 'voice-2.txt']);
  });

  it('times each phrase by where its speech is in the samples: sound inside, silence between', async () => {
    const voice = await synthesizeVoiceover(
      request({ sentences: [['Glow that lasts all day'], ['Only forty nine dollars', 'while stocks last']] }),
    );
    const audio = readWav(await readFile(voice!.path));
    const seconds = (from: number, to: number) => ({
      ...audio,
      samples: audio.samples.subarray(Math.round(from * audio.sampleRate), Math.round(to * audio.sampleRate)),
    });
    let previousEnd = 0;
    for (const [i, phrase] of voice!.phrases.entries()) {
      // Our pauses: 0.35 s between sentences, 0.2 s inside one (less the edges kept around speech).
      if (i > 0) expect(phrase.startSeconds - previousEnd).toBeGreaterThan(0.15);
      // Nothing audible between two phrases: each cue's start and end are where speech is.
      expect(soundBounds(seconds(previousEnd + 0.001, phrase.startSeconds - 0.001), 0.005)).toBeNull();
      const inside = soundBounds(seconds(phrase.startSeconds, phrase.endSeconds), 0.005);
      expect(inside!.start / audio.sampleRate).toBeLessThan(0.002);
      expect(phrase.endSeconds - phrase.startSeconds - inside!.end / audio.sampleRate).toBeLessThan(0.002);
      previousEnd = phrase.endSeconds;
    }
    expect(voice!.durationSeconds - previousEnd).toBeLessThan(0.05);
  });

  it('speeds the voice up to fit the video', async () => {
    const sentences = [['This sentence is long enough to take a few seconds', 'when it is spoken at a normal pace']];
    const normal = await synthesizeVoiceover(request({ sentences, maxSeconds: 60 }));
    const fitted = await synthesizeVoiceover(request({ sentences, maxSeconds: normal!.durationSeconds * 0.8 }));
    expect(fitted!.durationSeconds).toBeLessThan(normal!.durationSeconds);
    expect(fitted!.phrases).toHaveLength(2);
  });

  it('says nothing, and makes no file, when there is nothing to say', async () => {
    expect(await synthesizeVoiceover(request({ sentences: [[], ['  ']] }))).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });
});
