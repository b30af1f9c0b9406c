import { execFileSync } from 'node:child_process';

/** A PNG of ffmpeg's test pattern, `width`×`height`: a product photo stand-in the renderer can read. */
export function testPicture(width: number, height: number): Buffer {
  return execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${width}x${height}`,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    '-',
  ]);
}
