import { encodeWav, readWav, silentGaps, sliceFrames, soundBounds, wavDurationSeconds } from './wav.js';

describe('WAV', () => {
  const audio = { sampleRate: 22050, channels: 1, samples: Int16Array.from([0, 0, 5, -400, 900, 30, 0, 0, 0, 0]) };

  it('writes and reads back 16-bit PCM sample for sample', () => {
    const wav = encodeWav(audio);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(readWav(wav)).toEqual(audio);
    expect(wavDurationSeconds(wav)).toBeCloseTo(10 / 22050, 9);
  });

  it('reads a WAV whose data size was left unset, as espeak-ng leaves it when streaming', () => {
    const wav = encodeWav(audio);
    wav.writeUInt32LE(0xffffffff, 40);
    expect(readWav(wav).samples).toEqual(audio.samples);
  });

  it('finds where the sound starts and ends above a level', () => {
    // 0.01 of full scale is 327.68: -400 and 900 are louder, 5 and 30 are not.
    expect(soundBounds(audio, 0.01)).toEqual({ start: 3, end: 5 });
    expect(soundBounds(audio, 0.5)).toBeNull();
    const stereo = { ...audio, channels: 2 };
    expect(soundBounds(stereo, 0.01)).toEqual({ start: 1, end: 3 });
  });

  it('finds the silences between sounds, not those before the first or after the last', () => {
    const speech = { ...audio, samples: Int16Array.from([0, 0, 900, 0, 0, 0, 800, 0, 700, 0, 0, 0, 0, 600, 0, 0, 0]) };
    expect(silentGaps(speech, 0.01, 3)).toEqual([
      { start: 3, end: 6 },
      { start: 9, end: 13 },
    ]);
    expect(silentGaps(speech, 0.01, 4)).toEqual([{ start: 9, end: 13 }]);
    // A frame is loud when any of its channels is.
    const stereo = { ...audio, channels: 2, samples: Int16Array.from([900, 0, 0, 0, 0, 0, 0, 800, 0, 0]) };
    expect(silentGaps(stereo, 0.01, 2)).toEqual([{ start: 1, end: 3 }]);
  });

  it('slices frames without copying the samples', () => {
    const stereo = { ...audio, channels: 2 };
    const slice = sliceFrames(stereo, 1, 3);
    expect([...slice.samples]).toEqual([5, -400, 900, 30]);
    expect(slice.samples.buffer).toBe(stereo.samples.buffer);
  });

  it('refuses what is not 16-bit PCM WAV', () => {
    expect(() => readWav(Buffer.from('not a wav at all'))).toThrow(/not a WAV/);
    const float = encodeWav(audio);
    float.writeUInt16LE(3, 20);
    expect(() => readWav(float)).toThrow(/unsupported WAV/);
  });
});
