import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { temporaryDir } from '../test-support/fixtures.js';
import { encodeWav } from '../voiceover/wav.js';
import { encodedSound } from './encoded-sound.js';
import type { GraphSpec } from './filter-graph.js';

describe(encodedSound.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let voice: string;
  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    voice = join(dir, 'voice.wav');
    await writeFile(voice, encodeWav({ sampleRate: 22_050, channels: 1, samples: new Int16Array(2_205) }));
  });
  afterAll(() => remove());

  const spec = { audio: { input: 2, delaySeconds: 0, durationSeconds: 6 } } as GraphSpec;
  const composition = {
    soundtrack: '',
    pictures: [
      ['-i', 'a.rgba'],
      ['-i', 'b.rgba'],
    ],
    spec,
  };

  it('has the companion encode the soundtrack to the FIFO and the video copy it in, the priming put back', async () => {
    const sound = await encodedSound({ ...composition, soundtrack: voice }, ['-c:a', 'aac'], {
      fifo: '/work/sound.nut',
      graphHears: false,
    });
    // 1,024 samples at the voice's own 22.05 kHz, read from its header.
    expect(sound!.inputArgs).toEqual(['-itsoffset', String(-1024 / 22_050), '-f', 'nut', '-i', '/work/sound.nut']);
    expect(sound!.stream).toBe('2:a');
    expect(sound!.spec.audio).toBeUndefined();
    expect(sound!.companion.args.join(' ')).toBe(
      `-i ${voice} -af adelay=delays=0:all=1,apad=whole_dur=6,atrim=end=6,afade=t=out:st=5.6:d=0.4 ` +
        '-c:a aac -f nut /work/sound.nut',
    );
  });

  it('keeps the soundtrack in the graph for a branch that hears it, the encoded sound one input after', async () => {
    const sound = await encodedSound({ ...composition, soundtrack: voice }, ['-c:a', 'aac', '-ar', '48000'], {
      fifo: '/work/sound.nut',
      graphHears: true,
    });
    expect(sound!.inputArgs.slice(0, 4)).toEqual(['-i', voice, '-itsoffset', String(-1024 / 48_000)]);
    expect(sound!.stream).toBe('3:a');
    expect(sound!.spec).toBe(spec);
  });

  it('has nothing to encode for a silent video', async () => {
    const silent = { ...composition, spec: {} as GraphSpec };
    expect(await encodedSound(silent, [], { fifo: '/work/sound.nut', graphHears: false })).toBeUndefined();
  });
});
