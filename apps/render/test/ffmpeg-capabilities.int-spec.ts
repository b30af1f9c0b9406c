import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { checkFfmpegCapabilities, FfmpegCapabilityError } from '../src/composition/ffmpeg-capabilities.js';

describe(checkFfmpegCapabilities.name, () => {
  it("accepts Debian's ffmpeg", async () => {
    await expect(checkFfmpegCapabilities()).resolves.toBeUndefined();
  });

  it('names what an older ffmpeg lacks', async () => {
    const { dir, remove } = await temporaryDir();
    // An ffmpeg with libx264 but no aac encoder and no xfade filter (like a 2018 build).
    const fake = join(dir, 'ffmpeg');
    await writeFile(
      fake,
      [
        '#!/bin/sh',
        'case "$2" in',
        '  -encoders) printf " V....D libx264   libx264 H.264\\n V..... mjpeg   MJPEG\\n" ;;',
        '  -filters) ffmpeg -hide_banner -filters | grep -v " xfade " ;;',
        'esac',
      ].join('\n'),
    );
    await chmod(fake, 0o755);
    try {
      const error = await checkFfmpegCapabilities(fake).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FfmpegCapabilityError);
      expect((error as FfmpegCapabilityError).missing).toEqual(['encoder aac', 'filter xfade']);
      expect((error as Error).message).toMatch(/encoder aac, filter xfade/);
    } finally {
      await remove();
    }
  });

  it('says so when ffmpeg cannot be run', async () => {
    await expect(checkFfmpegCapabilities('/nonexistent/ffmpeg')).rejects.toThrow(/Cannot run ffmpeg/);
  });

  it('gives up on an ffmpeg that does not answer within its budget', async () => {
    const { dir, remove } = await temporaryDir();
    const hanging = join(dir, 'ffmpeg');
    await writeFile(hanging, '#!/bin/sh\nsleep 60\n');
    await chmod(hanging, 0o755);
    try {
      await expect(checkFfmpegCapabilities(hanging, 300)).rejects.toThrow(/Cannot run ffmpeg.*budget/);
    } finally {
      await remove();
    }
  });
});
