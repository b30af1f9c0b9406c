import { publicVideo, type VideoRecord } from './videos.js';

const record = (files: VideoRecord['files']): VideoRecord => ({
  id: 'vid_01KAAAAAAAAAAAAAAAAAAAAAAA',
  status: files ? 'completed' : 'failed',
  template_id: 'tmpl_x',
  template_version: 1,
  product_id: 'prod_x',
  batch_id: null,
  user_prompt: {},
  language: 'en',
  voice: 'espeak-en',
  webhook_url: null,
  progress: files ? 100 : 0,
  files,
  duration_seconds: 8,
  width: 1080,
  height: 1920,
  credits_used: 0,
  error: null,
  warnings: [],
  music: null,
  created_at: '2026-11-23T09:00:00.000Z',
  started_at: null,
  completed_at: null,
  failed_at: null,
});

describe(publicVideo.name, () => {
  it('turns the file keys into addresses under the public base URL', () => {
    const video = publicVideo(
      record({ video_key: 'videos/vid_1_abc.mp4', thumbnail_key: 'thumbnails/vid_1_abc.jpg' }),
      'https://api.example.com/',
    );
    expect(video).toMatchObject({
      video_url: 'https://api.example.com/v1/files/videos/vid_1_abc.mp4',
      thumbnail_url: 'https://api.example.com/v1/files/thumbnails/vid_1_abc.jpg',
    });
    expect(video).not.toHaveProperty('files');
  });

  it('gives null URLs to a video without files', () => {
    expect(publicVideo(record(null), 'http://localhost:3000')).toMatchObject({
      video_url: null,
      thumbnail_url: null,
      captions_url: null,
    });
  });

  it('gives captions_url to a video whose captions were stored, null to one without', () => {
    const files = { video_key: 'videos/vid_1_abc.mp4', thumbnail_key: 'thumbnails/vid_1_abc.jpg' };
    expect(publicVideo(record({ ...files, captions_key: 'captions/vid_1_abc.vtt' }), 'http://x')).toMatchObject({
      captions_url: 'http://x/v1/files/captions/vid_1_abc.vtt',
    });
    expect(publicVideo(record(files), 'http://x').captions_url).toBeNull();
  });

  it("turns each output's key into its URL, keeps the order asked, and gives [] to a record without outputs", () => {
    const measured = {
      width: 1080,
      height: 1350,
      duration_seconds: 6,
      bytes: 2048,
      checks: { passed: true, failures: [] },
    };
    const video = publicVideo(
      {
        ...record({ video_key: 'videos/vid_1_abc.mp4', thumbnail_key: 'thumbnails/vid_1_abc.jpg' }),
        outputs: [
          { profile: 'meta_feed', key: 'outputs/vid_1_abc_meta_feed.mp4', ...measured },
          { format: 'hls', key: 'hls/vid_1_abc.m3u8', ...measured },
        ],
      },
      'http://x',
    );
    expect(video.outputs).toEqual([
      { profile: 'meta_feed', url: 'http://x/v1/files/outputs/vid_1_abc_meta_feed.mp4', ...measured },
      { format: 'hls', url: 'http://x/v1/files/hls/vid_1_abc.m3u8', ...measured },
    ]);
    expect(publicVideo(record(null), 'http://x').outputs).toEqual([]);
  });

  it('gives a requested output that is not rendered yet a null URL', () => {
    const pending = { width: null, height: null, duration_seconds: null, bytes: null, checks: null };
    expect(
      publicVideo({ ...record(null), outputs: [{ format: 'gif', key: null, ...pending }] }, 'http://x').outputs,
    ).toEqual([{ format: 'gif', url: null, ...pending }]);
  });
});
