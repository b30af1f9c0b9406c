import type { OutputChecks } from '@reelsmith/contracts';
import { hlsStemOf, outputRequestOf, storedFilesOf } from './output-storage.js';

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
