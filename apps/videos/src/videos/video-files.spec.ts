import { newVideoFiles } from './video-files.js';

describe(newVideoFiles.name, () => {
  it('names the video, thumbnail and captions by the id plus one 128-bit token', () => {
    const files = newVideoFiles('vid_01KAAAAAAAAAAAAAAAAAAAAAAA');
    const token = /_([0-9a-f]{32})\.mp4$/.exec(files.video_key)![1];
    expect(files).toEqual({
      video_key: `videos/vid_01KAAAAAAAAAAAAAAAAAAAAAAA_${token}.mp4`,
      thumbnail_key: `thumbnails/vid_01KAAAAAAAAAAAAAAAAAAAAAAA_${token}.jpg`,
      captions_key: `captions/vid_01KAAAAAAAAAAAAAAAAAAAAAAA_${token}.vtt`,
    });
    expect(newVideoFiles('vid_01KAAAAAAAAAAAAAAAAAAAAAAA').video_key).not.toBe(files.video_key);
  });
});
