import type { MediaInfo } from '@reelsmith/media';
import { evaluateChecks, type OutputMeasurement } from './output-checks.js';
import { gifExpectation, profileExpectation, webmExpectation } from './output-expectations.js';

/** ffprobe's JSON of a TikTok file that meets every limit (trimmed to the fields read). */
const tiktokProbe = (): MediaInfo => ({
  streams: [
    {
      codec_type: 'video',
      codec_name: 'h264',
      profile: 'High',
      level: 40,
      pix_fmt: 'yuv420p',
      width: 1080,
      height: 1920,
      r_frame_rate: '30/1',
      nb_read_packets: '360',
      bit_rate: '2400000',
    },
    { codec_type: 'audio', codec_name: 'aac', profile: 'LC', sample_rate: '48000', channels: 2, bit_rate: '128000' },
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.010000', size: '3800000', bit_rate: '2530000' },
});

const measured = (overrides: Partial<OutputMeasurement> = {}): OutputMeasurement => ({
  probe: tiktokProbe(),
  bytes: 3_800_000,
  faststart: true,
  loudness: { integratedLufs: -14.2, truePeakDbtp: -2.1 },
  ...overrides,
});

const withVideo = (fields: Record<string, unknown>): MediaInfo => {
  const probe = tiktokProbe();
  Object.assign(probe.streams[0]!, fields);
  return probe;
};

describe(evaluateChecks.name, () => {
  const tiktok = profileExpectation('tiktok', 12, true);

  it('passes a TikTok file that meets every limit', () => {
    expect(evaluateChecks(tiktok, measured())).toEqual({ passed: true, failures: [] });
  });

  it.each([
    ['a level above 4.2', { level: 51 }, { check: 'profile_level', expected: 'level ≤ 4.2', actual: 'level 5.1' }],
    ['the Main profile', { profile: 'Main' }, { check: 'profile_level', expected: 'High', actual: 'Main' }],
    ['4:4:4 pixels', { pix_fmt: 'yuv444p' }, { check: 'pixel_format', expected: 'yuv420p', actual: 'yuv444p' }],
    ['another size', { width: 720, height: 1280 }, { check: 'size', expected: '1080x1920', actual: '720x1280' }],
    ['25 fps', { r_frame_rate: '25/1' }, { check: 'frame_rate', expected: '30 fps', actual: '25/1' }],
    [
      'every sixth frame missing at the right rate and length',
      { nb_read_packets: '300' },
      { check: 'frame_count', expected: '360 ± 1', actual: '300' },
    ],
    ['VP9', { codec_name: 'vp9' }, { check: 'video_codec', expected: 'h264', actual: 'vp9' }],
    [
      'a bitrate over the cap',
      { bit_rate: '9000000' },
      { check: 'bitrate', expected: '≤ 8.00 Mb/s', actual: '9.00 Mb/s' },
    ],
  ])('fails a TikTok file with %s, saying what was expected and found', (_, fields, failure) => {
    expect(evaluateChecks(tiktok, measured({ probe: withVideo(fields) }))).toEqual({
      passed: false,
      failures: [failure],
    });
  });

  it("fails a file shorter than the platform takes, and one that is not the template's length", () => {
    const short = profileExpectation('tiktok', 3, true);
    const probe = withVideo({ nb_read_packets: '90' });
    probe.format.duration = '3.000000';
    expect(evaluateChecks(short, measured({ probe })).failures).toEqual([
      { check: 'duration_range', expected: '5–60 s', actual: '3.00 s' },
    ]);
    expect(evaluateChecks(tiktok, measured({ probe })).failures.map((f) => f.check)).toEqual([
      'frame_count',
      'duration',
      'duration_range',
    ]);
  });

  it('fails sound that is not AAC-LC at 48 kHz stereo, too loud or peaking over −1 dBTP', () => {
    const probe = tiktokProbe();
    Object.assign(probe.streams[1]!, { sample_rate: '22050', channels: 1 });
    const checks = evaluateChecks(tiktok, measured({ probe, loudness: { integratedLufs: -9.5, truePeakDbtp: -0.4 } }));
    expect(checks.failures).toEqual([
      { check: 'sample_rate', expected: '48000 Hz', actual: '22050 Hz' },
      { check: 'channels', expected: '2', actual: '1' },
      { check: 'loudness', expected: '-14 ± 2 LUFS', actual: '-9.5 LUFS' },
      { check: 'true_peak', expected: '≤ -1 dBTP', actual: '-0.4 dBTP' },
    ]);
  });

  it('fails a video with sound whose output has none, and an MP4 whose moov comes last', () => {
    const probe = tiktokProbe();
    probe.streams.pop();
    expect(evaluateChecks(tiktok, measured({ probe, faststart: false })).failures).toEqual([
      { check: 'audio_codec', expected: 'aac', actual: 'none' },
      { check: 'faststart', expected: 'moov before mdat', actual: 'mdat first' },
    ]);
  });

  it('expects a silent video to stay silent without failing it for no sound', () => {
    const probe = tiktokProbe();
    probe.streams.pop();
    expect(
      evaluateChecks(profileExpectation('tiktok', 12, false), measured({ probe, loudness: undefined })).passed,
    ).toBe(true);
  });

  it('fails every check of the profile a test build broke, and only of that one', () => {
    expect(evaluateChecks(profileExpectation('tiktok', 12, true, 'tiktok'), measured()).failures).toEqual([
      { check: 'frame_rate', expected: '29 fps', actual: '30/1' },
    ]);
    expect(evaluateChecks(profileExpectation('reels', 12, true, 'tiktok'), measured()).passed).toBe(true);
  });

  it('wants VP9 and Opus in a WebM, and a GIF under 8 MB', () => {
    const video = { width: 1080, height: 1920, fps: 30, durationSeconds: 12 };
    expect(evaluateChecks(webmExpectation(video, true), measured()).failures.map((f) => f.check)).toEqual([
      'video_codec',
      'audio_codec',
    ]);
    const gif: MediaInfo = {
      streams: [
        { codec_type: 'video', codec_name: 'gif', width: 480, height: 854, pix_fmt: 'bgra', nb_read_packets: '150' },
      ],
      format: { format_name: 'gif', duration: '12.000000' },
    };
    const expectation = gifExpectation({ width: 480, height: 854, fps: 12.5 }, 12);
    expect(evaluateChecks(expectation, { probe: gif, bytes: 2_600_000 }).passed).toBe(true);
    expect(evaluateChecks(expectation, { probe: gif, bytes: 9_000_000 }).failures).toEqual([
      { check: 'file_size', expected: '≤ 8388608 bytes', actual: '9000000 bytes' },
    ]);
  });
});
