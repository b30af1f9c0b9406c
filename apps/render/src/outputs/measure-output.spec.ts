import { parseEbur128Summary } from './measure-output.js';

// The end of ffmpeg 5.1's stderr for `-af ebur128=peak=true` (per-frame lines before it).
const SUMMARY = `[Parsed_ebur128_0 @ 0x55] t: 11.9  TARGET:-23 LUFS    M: -14.6 S: -14.1     I: -14.2 LUFS       LRA:   4.1 LU  FTPK:  -5.1 dBFS  TPK:  -4.8 dBFS
[Parsed_ebur128_0 @ 0x55] Summary:

  Integrated loudness:
    I:         -14.2 LUFS
    Threshold: -24.5 LUFS

  Loudness range:
    LRA:         4.1 LU
    Threshold: -36.1 LUFS
    LRA low:   -18.7 LUFS
    LRA high:  -14.6 LUFS

  True peak:
    Peak:       -4.8 dBFS
`;

describe(parseEbur128Summary.name, () => {
  it('reads the integrated loudness and true peak from the summary, not from the running lines', () => {
    expect(parseEbur128Summary(SUMMARY)).toEqual({ integratedLufs: -14.2, truePeakDbtp: -4.8 });
  });

  it('reads a silent track as −70 LUFS and a peak of minus infinity', () => {
    const silent = SUMMARY.replace('I:         -14.2', 'I:         -70.0').replace(
      'Peak:       -4.8',
      'Peak:       -inf',
    );
    expect(parseEbur128Summary(silent)).toEqual({ integratedLufs: -70, truePeakDbtp: -Infinity });
  });

  it('refuses output without a summary', () => {
    expect(() => parseEbur128Summary('Error opening input')).toThrow(/no summary/);
  });
});
