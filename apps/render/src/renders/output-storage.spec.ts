import type { OutputChecks } from '@reelsmith/contracts';
import type { ObjectStorage } from '@reelsmith/storage';
import { OutputChecksError } from '../outputs/rendered-outputs.js';
import { failedOutputsOf, hlsStemOf, outputRequestOf, storedFilesOf, storeOutputs } from './output-storage.js';

const checks: OutputChecks = { passed: true, failures: [] };
const shape = { width: 1080, height: 1920, durationSeconds: 12, bytes: 10, checks };

describe(storedFilesOf.name, () => {
  it('stores the HLS master at its key and every rung file beside it under its own name', () => {
    const target = { format: 'hls' as const, key: 'hls/vid_A_tok.m3u8' };
    const files = ['/o/vid_A_tok.m3u8', '/o/vid_A_tok_360p.m3u8', '/o/vid_A_tok_360p_0.ts'];
    expect(hlsStemOf([{ profile: 'reels', key: 'outputs/vid_A_tok_reels.mp4' }, target])).toBe('vid_A_tok');
    expect(storedFilesOf(target, { format: 'hls', path: files[0]!, files, ...shape })).toEqual([
      { path: '/o/vid_A_tok.m3u8', key: 'hls/vid_A_tok.m3u8' },
      { path: '/o/vid_A_tok_360p.m3u8', key: 'hls/vid_A_tok_360p.m3u8' },
      { path: '/o/vid_A_tok_360p_0.ts', key: 'hls/vid_A_tok_360p_0.ts' },
    ]);
  });

  it('stores any other output at its key', () => {
    const target = { profile: 'tiktok' as const, key: 'outputs/vid_A_tok_tiktok.mp4' };
    expect(outputRequestOf(target)).toEqual({ profile: 'tiktok' });
    expect(
      storedFilesOf(target, { profile: 'tiktok', path: '/o/tiktok.mp4', files: ['/o/tiktok.mp4'], ...shape }),
    ).toEqual([{ path: '/o/tiktok.mp4', key: 'outputs/vid_A_tok_tiktok.mp4' }]);
  });
});

describe(storeOutputs.name, () => {
  it('stores each output, the HLS master after its rungs, and reports the bytes the storage holds', async () => {
    const stored: string[] = [];
    const storage = {
      put: (key: string) => Promise.resolve(void stored.push(key)),
      size: (key: string) => Promise.resolve(key.endsWith('.ts') ? 1000 : 100),
    } as unknown as ObjectStorage;
    const hlsFiles = ['/o/v_t.m3u8', '/o/v_t_360p.m3u8', '/o/v_t_360p_0.ts'];
    const outputs = await storeOutputs(
      storage,
      [
        { format: 'hls', key: 'hls/v_t.m3u8' },
        { profile: 'reels', key: 'outputs/v_t_reels.mp4' },
      ],
      [
        { format: 'hls', path: hlsFiles[0]!, files: hlsFiles, ...shape },
        { profile: 'reels', path: '/o/reels.mp4', files: ['/o/reels.mp4'], ...shape },
      ],
    );
    expect(stored).toEqual(['hls/v_t_360p.m3u8', 'hls/v_t_360p_0.ts', 'hls/v_t.m3u8', 'outputs/v_t_reels.mp4']);
    expect(outputs).toEqual([
      { format: 'hls', key: 'hls/v_t.m3u8', width: 1080, height: 1920, duration_seconds: 12, bytes: 1200, checks },
      {
        profile: 'reels',
        key: 'outputs/v_t_reels.mp4',
        width: 1080,
        height: 1920,
        duration_seconds: 12,
        bytes: 100,
        checks,
      },
    ]);
  });

  it('refuses outputs that do not answer the targets in their order', async () => {
    const storage = {} as ObjectStorage;
    await expect(
      storeOutputs(
        storage,
        [{ format: 'gif', key: 'outputs/v_t.gif' }],
        [{ format: 'webm', path: '/o/v.webm', files: ['/o/v.webm'], ...shape }],
      ),
    ).rejects.toThrow(/no gif output/);
  });
});

describe(failedOutputsOf.name, () => {
  it("reports what a render that failed its checks measured, at its targets' keys; nothing for another failure", () => {
    const failing = { passed: false, failures: [{ check: 'frame_rate', expected: '29 fps', actual: '30/1' }] };
    const error = new OutputChecksError('The outputs failed their checks', [
      { profile: 'meta_feed', path: '/o/meta.mp4', files: ['/o/meta.mp4'], ...shape, checks: failing },
    ]);
    const targets = [{ profile: 'meta_feed' as const, key: 'outputs/v_t_meta_feed.mp4' }];
    expect(failedOutputsOf(error, targets)).toEqual([
      {
        profile: 'meta_feed',
        key: 'outputs/v_t_meta_feed.mp4',
        width: 1080,
        height: 1920,
        duration_seconds: 12,
        bytes: 10,
        checks: failing,
      },
    ]);
    expect(failedOutputsOf(new Error('ffmpeg died'), targets)).toBeUndefined();
    expect(failedOutputsOf(error, undefined)).toBeUndefined();
  });
});
