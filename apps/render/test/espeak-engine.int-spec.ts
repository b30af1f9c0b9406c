import { readFile, readdir } from 'node:fs/promises';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { speakPieces, type SpeechRequest } from '../src/voiceover/speech.js';
import { espeakVoice } from '../src/voices/espeak-engine.js';
import { soundBounds, sliceFrames } from '../src/voiceover/wav.js';

/** The one file in `dir` whose name ends with `extension`. */
async function only(dir: string, extension: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(extension));
  expect(names).toHaveLength(1);
  return names[0]!;
}

describe(espeakVoice.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
  });
  afterEach(() => remove());

  const request = (overrides: Partial<SpeechRequest> = {}): SpeechRequest => ({
    language: 'en',
    workDir: dir,
    voice: espeakVoice(overrides.language ?? 'en', 'espeak-ng'),
    ...overrides,
  });

  it('speaks every piece in one espeak-ng run, through an SSML file, in the chosen language', async () => {
    const pieces = await speakPieces(['Aurum Radiance Serum.', 'Jetzt kaufen'], 1, request({ language: 'de' }));
    expect(pieces.every((piece) => piece !== null)).toBe(true);
    expect(await readFile(`${dir}/${await only(dir, '.ssml')}`, 'utf8')).toBe(
      '<speak>Aurum Radiance Serum.<break time="1000ms"/>Jetzt kaufen</speak>',
    );
  });

  it("escapes the user's text for SSML, so markup in it is spoken or ignored, never obeyed", async () => {
    const pieces = await speakPieces(['Tom & Jerry <break time="9s"/>', 'Shop now'], 1, request());
    expect(await readFile(`${dir}/${await only(dir, '.ssml')}`, 'utf8')).toContain(
      'Tom &amp; Jerry &lt;break time="9s"/&gt;<break time="1000ms"/>Shop now',
    );
    const seconds = pieces.map((piece) => (piece!.to - piece!.from) / piece!.audio.sampleRate);
    expect(seconds.every((s) => s < 4)).toBe(true);
  });

  it('speaks the pieces one process each when a break cannot be told apart', async () => {
    // A piece espeak-ng says nothing for merges two breaks into one silence.
    const pieces = await speakPieces(['Glow all day', '...', 'Shop now'], 1, request());
    expect(pieces.map((piece) => piece !== null)).toEqual([true, false, true]);
    const texts = (await readdir(dir)).filter((name) => name.endsWith('.txt'));
    expect(texts.map((name) => name.replace(/^espeak-\d+/, '')).sort()).toEqual(['-0.txt', '-1.txt', '-2.txt']);
  });

  it('measures where the speech of each piece is: sound inside, a little silence kept on each side', async () => {
    const [piece] = await speakPieces(['Only forty nine dollars'], 1, request());
    const { audio, from, to, speechStart, speechEnd } = piece!;
    const inside = soundBounds(sliceFrames(audio, from, to), 0.005)!;
    expect(inside).toEqual({ start: speechStart, end: speechEnd });
    expect(speechStart / audio.sampleRate).toBeLessThanOrEqual(0.02);
  });

  it('speaks faster at a higher rate', async () => {
    const text = ['This sentence is long enough to take a few seconds when spoken'];
    const [normal] = await speakPieces(text, 1, request());
    const [fast] = await speakPieces(text, 1.25, request());
    const seconds = (p: typeof normal) => (p!.speechEnd - p!.speechStart) / p!.audio.sampleRate;
    expect(seconds(fast) / seconds(normal)).toBeLessThan(0.9);
  });
});
