import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hlsCodecs, hlsLadder, hlsMuxerArgs, masterPlaylist, measureRung } from './hls-ladder.js';

describe(hlsLadder.name, () => {
  it.each([
    [1080, 1920, ['360x640', '720x1280', '1080x1920']],
    [1920, 1080, ['640x360', '1280x720', '1920x1080']],
    [1080, 1080, ['360x360', '720x720', '1080x1080']],
    [1080, 1350, ['360x450', '720x900', '1080x1350']],
    [320, 568, ['360x640', '720x1278', '1080x1918']],
  ])('keeps a %ix%i video’s aspect, its short side 360, 720 and 1080 (even sizes)', (width, height, sizes) => {
    expect(hlsLadder(width, height).map((rung) => `${rung.width}x${rung.height}`)).toEqual(sizes);
  });
});

describe(masterPlaylist.name, () => {
  it('lists each rung with its peak and average bandwidth, resolution, rate and codecs, by its own name', () => {
    const rungs = hlsLadder(1080, 1920);
    const text = masterPlaylist(
      'vid_X_tok',
      rungs.map((rung, i) => ({
        rung,
        peakBitrate: (i + 1) * 1000,
        averageBitrate: (i + 1) * 800,
        codecs: hlsCodecs(31, true),
        fps: 30,
      })),
    );
    expect(text.split('\n').slice(0, 5)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=1000,AVERAGE-BANDWIDTH=800,RESOLUTION=360x640,FRAME-RATE=30.000,CODECS="avc1.64001f,mp4a.40.2"',
      'vid_X_tok_360p.m3u8',
    ]);
    expect(text).toContain('vid_X_tok_1080p.m3u8');
    expect(hlsCodecs(40, false)).toBe('avc1.640028');
  });
});

describe(hlsMuxerArgs.name, () => {
  it('writes a VOD playlist of 2 s segments named after the rung', () => {
    expect(hlsMuxerArgs('/out', 'stem', '720p')).toEqual([
      '-f',
      'hls',
      '-hls_time',
      '2',
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      '/out/stem_720p_%d.ts',
      '/out/stem_720p.m3u8',
    ]);
  });
});

describe(measureRung.name, () => {
  it("measures a rung's peak and average bitrate on its segments' bytes", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reelsmith-hls-'));
    try {
      await writeFile(join(dir, 's_0.ts'), Buffer.alloc(1000));
      await writeFile(join(dir, 's_1.ts'), Buffer.alloc(250));
      const playlist = join(dir, 's.m3u8');
      await writeFile(playlist, '#EXTM3U\n#EXTINF:2.000000,\ns_0.ts\n#EXTINF:0.500000,\ns_1.ts\n#EXT-X-ENDLIST\n');
      expect(await measureRung(playlist)).toEqual({
        peak: 4000,
        average: 4000,
        files: [playlist, join(dir, 's_0.ts'), join(dir, 's_1.ts')],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
