import type { OutputFile, OutputTarget } from '@reelsmith/contracts';
import { assertOutputsFit, requestedOutputs, settleOutputs, videoCredits } from './video-outputs.js';

const targets: OutputTarget[] = [
  { profile: 'reels', key: 'outputs/vid_1_abc_reels.mp4' },
  { format: 'hls', key: 'hls/vid_1_abc.m3u8' },
];
const passed = { passed: true, failures: [] };
const stored: OutputFile[] = [
  {
    format: 'hls',
    key: 'hls/vid_1_abc.m3u8',
    width: 1080,
    height: 1920,
    duration_seconds: 6,
    bytes: 900,
    checks: passed,
  },
  {
    profile: 'reels',
    key: 'outputs/vid_1_abc_reels.mp4',
    width: 1080,
    height: 1920,
    duration_seconds: 6,
    bytes: 500,
    checks: passed,
  },
];

describe(settleOutputs.name, () => {
  it('keeps every requested output, in the order asked, with its key and what was measured', () => {
    expect(settleOutputs(targets, stored)).toEqual({
      outputs: [
        { profile: 'reels', ...stored[1], checks: passed },
        { format: 'hls', ...stored[0], checks: passed },
      ],
    });
    expect(settleOutputs([], undefined)).toEqual({ outputs: [] });
  });

  it('fails a render that stored no file for an output it was asked for', () => {
    const settled = settleOutputs(targets, [stored[0]!]);
    expect(settled.problem).toBe('the render stored no reels output');
    expect(settled.outputs[0]).toEqual({ ...requestedOutputs([{ profile: 'reels' }])[0] });
    expect(settleOutputs(targets, undefined).problem).toMatch(/no reels output; .*no hls output/);
  });

  it('fails a render whose output failed its checks, keeping the checks and no key', () => {
    const failures = [{ check: 'bitrate', expected: '≤ 25 Mb/s', actual: '31 Mb/s' }];
    const settled = settleOutputs(targets, [stored[0]!, { ...stored[1]!, checks: { passed: false, failures } }]);
    expect(settled.problem).toBe('the reels output failed its checks: bitrate 31 Mb/s, expected ≤ 25 Mb/s');
    expect(settled.outputs.map((output) => output.key)).toEqual([null, null]);
    expect(settled.outputs[0]!.checks).toEqual({ passed: false, failures });
  });

  it('fails a render that stored an output elsewhere than its key', () => {
    const moved = { ...stored[0]!, key: 'hls/vid_1_other.m3u8' };
    expect(settleOutputs(targets, [moved, stored[1]!]).problem).toBe(
      'the hls output was stored at hls/vid_1_other.m3u8, not hls/vid_1_abc.m3u8',
    );
  });
});

describe(videoCredits.name, () => {
  it("adds each output's credits to the template's", () => {
    expect(videoCredits({ credits: 10 })).toBe(10);
    expect(videoCredits({ credits: 10 }, [])).toBe(10);
    // Profiles 2 each, WebM 2, GIF 1, HLS 3.
    expect(videoCredits({ credits: 10 }, [{ profile: 'tiktok' }, { profile: 'reels' }, { format: 'gif' }])).toBe(15);
    expect(videoCredits({ credits: 4 }, [{ format: 'hls' }, { format: 'webm' }])).toBe(9);
  });
});

describe(assertOutputsFit.name, () => {
  const template = { name: 'Story', duration_seconds: 75 };

  it('refuses the first profile whose platform does not take the template length, naming it and the range', () => {
    expect(() => assertOutputsFit(template, [{ format: 'webm' }, { profile: 'reels' }, { profile: 'tiktok' }])).toThrow(
      expect.objectContaining({
        code: 'parameter_invalid',
        param: 'outputs.2.profile',
        message:
          "The tiktok profile takes videos of 5 to 60 seconds; the template 'Story' lasts 75 seconds. Leave tiktok out or choose a template of that length.",
      }),
    );
  });

  it('refuses a video too short for TikTok, and names the template of a batch', () => {
    expect(() =>
      assertOutputsFit({ ...template, duration_seconds: 4 }, [{ profile: 'tiktok' }], ' (template_ids[1])'),
    ).toThrow(/lasts 4 seconds \(template_ids\[1\]\)\./);
  });

  it('lets through profiles that take the length, formats of any length and no outputs at all', () => {
    expect(() =>
      assertOutputsFit(template, [{ profile: 'reels' }, { profile: 'shorts' }, { format: 'gif' }]),
    ).not.toThrow();
    expect(() => assertOutputsFit({ ...template, duration_seconds: 60 }, [{ profile: 'tiktok' }])).not.toThrow();
    expect(() => assertOutputsFit(template, undefined)).not.toThrow();
  });
});
