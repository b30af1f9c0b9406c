import { splitForBranches } from './format-branches.js';
import { formatBranches, planOutputs } from './output-plan.js';
import { VOICE_ENCODING } from './encoder-args.js';
import { groupLimits, videoEncoding } from './profile-encodes.js';
import { firstGifStep, gifFrame, GIF_STEPS } from './gif-encode.js';

const files = { dir: '/out', hlsStem: 'vid_1_tok', scratchDir: '/work' };
const vertical = {
  width: 1080,
  height: 1920,
  fps: 30,
  totalFrames: 360,
  durationSeconds: 12,
  hasSound: true,
};

describe(planOutputs.name, () => {
  it('groups the profiles by frame size, so TikTok, Reels and Shorts are composed once', () => {
    const plan = planOutputs([
      { profile: 'tiktok' },
      { format: 'gif' },
      { profile: 'youtube' },
      { profile: 'reels' },
      { profile: 'shorts' },
    ]);
    expect(plan.profileGroups).toEqual([['tiktok', 'reels', 'shorts'], ['youtube']]);
    expect(planOutputs([{ profile: 'reels' }, { profile: 'reels' }]).profileGroups).toEqual([['reels']]);
    expect([...plan.formats]).toEqual(['gif']);
  });
});

describe(formatBranches.name, () => {
  it('sends the WebM’s frames to its companion, encodes the scaled rungs’ pictures in the run, the MP4 is the rung of its size', () => {
    const { branches, hlsRungs, mainArgs } = formatBranches(
      planOutputs([{ format: 'webm' }, { format: 'hls' }]),
      vertical,
      files,
    );
    expect(hlsRungs).toEqual([
      { rung: { name: '360p', width: 360, height: 640 }, picturePath: '/work/hls_360p.mp4' },
      { rung: { name: '720p', width: 720, height: 1280 }, picturePath: '/work/hls_720p.mp4' },
      { rung: { name: '1080p', width: 1080, height: 1920 } },
    ]);
    expect(mainArgs).toEqual(['-force_key_frames', 'expr:gte(t,n_forced*2)']);
    expect(branches.map((branch) => branch.filter)).toEqual([
      undefined,
      'scale=720:1280:flags=bilinear',
      'scale=360:640:flags=bilinear',
    ]);
    const split = splitForBranches(branches, true);
    expect(split.chains).toEqual([
      // The graph's sound goes to the WebM alone: the MP4's is encoded beside the run, the
      // rungs take the MP4's, copied. The 360p rung is scaled from the 720p one.
      '[video]split=3[v0][v1][v2]',
      '[v2]scale=720:1280:flags=bilinear[f2]',
      '[f2]split=2[f2o][v3]',
      '[v3]scale=360:640:flags=bilinear[f3]',
    ]);
    expect(split.main).toBe('[v0]');
    const args = split.args.join(' ');
    expect(args).toContain('-map [v1] -c:v rawvideo -r 30 -map [audio] -c:a pcm_f32le -t 12 -f nut /work/webm.nut');
    const companion = branches[0]!.companion!;
    expect(companion.fifo).toBe('/work/webm.nut');
    expect(companion.args.join(' ')).toBe(
      '-f nut -i /work/webm.nut -map 0:v -c:v libvpx-vp9 -deadline realtime -cpu-used 8 -row-mt 1 -crf 35 -b:v 0 ' +
        '-static-thresh 100 -pix_fmt yuv420p -r 30 -map 0:a -filter:a volume=-1dB -c:a libopus -b:a 96k -ar 48000 -f webm /out/video.webm',
    );
    expect(args).toContain(
      '-map [f2o] -c:v libx264 -preset veryfast -crf 23 -profile:v high -pix_fmt yuv420p -r 30 ' +
        '-force_key_frames expr:gte(t,n_forced*2) -t 12 -f mp4 /work/hls_720p.mp4',
    );
    expect(args).toContain(
      '-map [f3] -c:v libx264 -preset veryfast -crf 23 -profile:v high -pix_fmt yuv420p -r 30 ' +
        '-force_key_frames expr:gte(t,n_forced*2) -t 12 -f mp4 /work/hls_360p.mp4',
    );
    expect(args.match(/-map \[audio\]/g)).toHaveLength(1);
  });

  it('scales every rung when none is the MP4’s size, and keeps the frames count for a silent video', () => {
    const { branches, hlsRungs } = formatBranches(
      planOutputs([{ format: 'hls' }]),
      { ...vertical, width: 320, height: 320, fps: 6, totalFrames: 12, durationSeconds: 2, hasSound: false },
      files,
    );
    expect(hlsRungs!.every((source) => source.picturePath)).toBe(true);
    expect(branches).toHaveLength(3);
    const split = splitForBranches(branches, false);
    // Each scaled up from the composed picture: a picture scaled up has nothing to give a smaller one.
    expect(split.chains).toEqual([
      '[video]split=4[v0][v1][v2][v3]',
      '[v1]scale=1080:1080:flags=bilinear[f1]',
      '[v2]scale=720:720:flags=bilinear[f2]',
      '[v3]scale=360:360:flags=bilinear[f3]',
    ]);
    expect(split.args.join(' ')).toContain('-r 6 -force_key_frames expr:gte(t,n_forced*2) -frames:v 12 -f mp4');
    expect(split.args).not.toContain('[audio]');
  });

  it('leaves the video’s graph alone when no format is asked', () => {
    const { branches, mainArgs } = formatBranches(planOutputs([{ profile: 'reels' }]), vertical, files);
    expect({ branches, mainArgs }).toEqual({ branches: [], mainArgs: [] });
    expect(splitForBranches([], true)).toEqual({ chains: [], main: '[video]', args: [] });
  });

  it('scales the GIF’s frames from the split picture, ended at the last, and makes its palette in a companion', () => {
    const { branches, gif } = formatBranches(planOutputs([{ format: 'gif' }]), vertical, files);
    expect(gif).toEqual({ step: 0, frame: { width: 480, height: 854, fps: 12.5 } });
    expect(branches[0]!.filter).toBe('trim=end_frame=360,fps=12.5,scale=480:854:flags=bilinear');
    expect(branches[0]!.args({ video: '[f1]' }).join(' ')).toBe('-map [f1] -c:v rawvideo -r 12.5 -f nut /work/gif.nut');
    expect(branches[0]!.companion!.args.join(' ')).toBe(
      '-f nut -i /work/gif.nut -filter_complex [0:v]split[gif_a][gif_b];[gif_a]palettegen=stats_mode=diff[gif_p];' +
        '[gif_b][gif_p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle -loop 0 -f gif /out/video.gif',
    );
    // Beside a WebM, the graph's sound goes to the WebM alone.
    const both = formatBranches(planOutputs([{ format: 'gif' }, { format: 'webm' }]), vertical, files);
    const split = splitForBranches(both.branches, true);
    expect(split.chains).toEqual([
      '[video]split=3[v0][v1][v2]',
      '[v2]trim=end_frame=360,fps=12.5,scale=480:854:flags=bilinear[f2]',
    ]);
    expect(split.args.join(' ')).toContain('-map [v1] -c:v rawvideo -r 30 -map [audio] -c:a pcm_f32le');
  });

  it('scales the GIF’s frames from the 720p rung’s picture when HLS is asked too', () => {
    const { branches } = formatBranches(planOutputs([{ format: 'gif' }, { format: 'hls' }]), vertical, files);
    expect(splitForBranches(branches, false).chains).toEqual([
      '[video]split=2[v0][v2]',
      '[v2]scale=720:1280:flags=bilinear[f2]',
      '[f2]split=3[f2o][v1][v3]',
      '[v1]trim=end_frame=360,fps=12.5,scale=480:854:flags=bilinear[f1]',
      '[v3]scale=360:640:flags=bilinear[f3]',
    ]);
  });

  it('splits the graph’s sound between the branches when more than one takes it raw', () => {
    const silent = { args: () => [] };
    const hearing = () => ({ args: ({ audio }: { audio?: string }) => [audio ?? 'none'] });
    const split = splitForBranches([hearing(), { ...silent, silent: true }, hearing()], true);
    expect(split.chains).toContain('[audio]asplit=2[a1][a2]');
    expect(split.args).toEqual(['[a1]', '[a2]']);
    expect(splitForBranches([hearing()], false).args).toEqual(['none']);
  });
});

describe(firstGifStep.name, () => {
  it('starts a long video at a smaller step, so it is not encoded at every step on its way down', () => {
    const size = { width: 1080, height: 1920, fps: 30 };
    expect(firstGifStep({ ...size, durationSeconds: 12 })).toBe(0);
    expect(firstGifStep({ ...size, durationSeconds: 60 })).toBe(1);
    expect(firstGifStep({ ...size, durationSeconds: 3_600 })).toBe(GIF_STEPS.length - 1);
  });
});

describe(groupLimits.name, () => {
  it('encodes profiles of one size within the strictest of their limits', () => {
    expect(groupLimits(['tiktok', 'reels', 'shorts'])).toMatchObject({
      width: 1080,
      height: 1920,
      fps: 30,
      maxLevel: 42,
      maxVideoBitrate: 8_000_000,
      durationSeconds: { min: 5, max: 60 },
    });
  });
});

describe(videoEncoding.name, () => {
  it("encodes the video within its profiles' limits, with their sound, only when it serves them", () => {
    expect(videoEncoding(25)).toEqual({ video: expect.arrayContaining(['-r', '25']), sound: VOICE_ENCODING });
    expect(videoEncoding(25).video).not.toContain('-maxrate');
    const serving = videoEncoding(30, ['tiktok', 'reels', 'shorts']);
    expect(serving.video.join(' ')).toContain(
      '-profile:v high -pix_fmt yuv420p -level:v 4.2 -maxrate 6400000 -bufsize 6400000 -r 30',
    );
    expect(serving.sound.join(' ')).toBe('-c:a aac -aac_coder fast -b:a 128k -ar 48000 -ac 2');
  });
});

describe(gifFrame.name, () => {
  it('steps down from 480 px at 12.5 fps, never above the video’s own size or rate', () => {
    expect(gifFrame(GIF_STEPS[0]!, { width: 1080, height: 1920, fps: 30 })).toEqual({
      width: 480,
      height: 854,
      fps: 12.5,
    });
    expect(gifFrame(GIF_STEPS[1]!, { width: 1920, height: 1080, fps: 30 })).toEqual({
      width: 640,
      height: 360,
      fps: 10,
    });
    expect(gifFrame(GIF_STEPS[0]!, { width: 320, height: 320, fps: 6 })).toEqual({ width: 320, height: 320, fps: 6 });
  });
});
