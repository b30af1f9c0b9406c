import { contentTypeOf, isValidKey } from './storage.js';

describe(isValidKey.name, () => {
  it('accepts the keys of videos, thumbnails and captions, and nothing else', () => {
    expect(isValidKey('videos/vid_01ABC_0f0f.mp4')).toBe(true);
    expect(isValidKey('thumbnails/vid_01ABC_0f0f.jpg')).toBe(true);
    expect(isValidKey('captions/vid_01ABC_0f0f.vtt')).toBe(true);
    expect(isValidKey('captions/../secrets.vtt')).toBe(false);
    expect(isValidKey('other/vid_01ABC.vtt')).toBe(false);
  });
});

describe(contentTypeOf.name, () => {
  it('serves captions as UTF-8 WebVTT, videos as MP4 and thumbnails as JPEG', () => {
    expect(contentTypeOf('captions/vid_1_abc.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentTypeOf('videos/vid_1_abc.mp4')).toBe('video/mp4');
    expect(contentTypeOf('thumbnails/vid_1_abc.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('whatever')).toBe('application/octet-stream');
  });
});
