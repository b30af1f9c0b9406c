import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from './child-process.js';
import { mp4TopLevelBoxes, mp4VideoTrack } from './mp4.js';
import { probeMedia } from './probe.js';

describe('MP4 headers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelsmith-mp4-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Encodes a short clip; the audio stream is mapped first so the video track is not the first trak. */
  async function encode(name: string, args: string[]): Promise<string> {
    const path = join(dir, name);
    // prettier-ignore
    await runProcess('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.3',
      '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=30',
      ...args, path,
    ]);
    return path;
  }

  it('reads the video track size and length as ffprobe does, behind an audio track', async () => {
    const path = await encode('clip.mp4', [
      ...['-map', '0:a', '-map', '1:v', '-t', '1.3', '-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac'],
      ...['-movflags', '+faststart'],
    ]);
    const video = (await probeMedia(path)).streams.find((stream) => stream.codec_type === 'video')!;
    const track = await mp4VideoTrack(path);
    expect(track).toEqual({ width: 320, height: 180, durationSeconds: expect.any(Number) });
    expect(track.durationSeconds).toBeCloseTo(Number(video.duration), 3);
    const boxes = await mp4TopLevelBoxes(path);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('puts moov before mdat only when the file was written with faststart', async () => {
    const plain = await encode('plain.mp4', ['-map', '1:v', '-t', '0.5', '-c:v', 'libx264', '-preset', 'ultrafast']);
    const boxes = await mp4TopLevelBoxes(plain);
    expect(boxes.indexOf('mdat')).toBeLessThan(boxes.indexOf('moov'));
  });

  it('refuses a file without a video track', async () => {
    const audio = await encode('audio.mp4', ['-map', '0:a', '-c:a', 'aac']);
    await expect(mp4VideoTrack(audio)).rejects.toThrow('no video track');
  });

  it('refuses a file that is not an MP4 rather than read past its end', async () => {
    const junk = join(dir, 'junk.mp4');
    await writeFile(junk, Buffer.from('\u0000\u0000\u0010\u0000moovnot really a movie'));
    await expect(mp4VideoTrack(junk)).rejects.toThrow(/corrupt MP4 box|no readable moov/);
  });
});
