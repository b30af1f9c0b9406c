import { newVideoFiles } from './video-files.js';

const ID = 'vid_01KAAAAAAAAAAAAAAAAAAAAAAA';

describe(newVideoFiles.name, () => {
  it('names the video, thumbnail and captions by the id plus one 128-bit token', () => {
    const files = newVideoFiles(ID);
    const token = /_([0-9a-f]{32})\.mp4$/.exec(files.video_key)![1];
    expect(files).toEqual({
      video_key: `videos/${ID}_${token}.mp4`,
      thumbnail_key: `thumbnails/${ID}_${token}.jpg`,
      captions_key: `captions/${ID}_${token}.vtt`,
    });
    expect(newVideoFiles(ID).video_key).not.toBe(files.video_key);
  });

  it("names each output by the video's id and token: profiles by their name, HLS by its master playlist", () => {
    const files = newVideoFiles(ID, [
      { profile: 'tiktok' },
      { profile: 'meta_feed' },
      { format: 'webm' },
      { format: 'gif' },
      { format: 'hls' },
    ]);
    const token = /_([0-9a-f]{32})\.mp4$/.exec(files.video_key)![1];
    expect(files.outputs).toEqual([
      { profile: 'tiktok', key: `outputs/${ID}_${token}_tiktok.mp4` },
      { profile: 'meta_feed', key: `outputs/${ID}_${token}_meta_feed.mp4` },
      { format: 'webm', key: `outputs/${ID}_${token}.webm` },
      { format: 'gif', key: `outputs/${ID}_${token}.gif` },
      { format: 'hls', key: `hls/${ID}_${token}.m3u8` },
    ]);
  });
});
