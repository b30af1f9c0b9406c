import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { temporaryDir } from '../test-support/fixtures.js';
import { filterGraphArgs } from './ffmpeg-runner.js';

describe(filterGraphArgs.name, () => {
  it('passes a short graph inline and writes a long one to its script file', async () => {
    const { dir, remove } = await temporaryDir();
    try {
      const script = join(dir, 'video.graph');
      expect(await filterGraphArgs('[0:v]null[video]', script)).toEqual(['-filter_complex', '[0:v]null[video]']);
      // Over 128 KiB an argument is refused by the kernel (E2BIG): a graph that long goes in a file.
      const long = `[0:v]sendcmd=c='${'0.1 overlay@p x 1\\;'.repeat(10_000)}'[video]`;
      expect(await filterGraphArgs(long, script)).toEqual(['-filter_complex_script', script]);
      expect(await readFile(script, 'utf8')).toBe(long);
    } finally {
      await remove();
    }
  });
});
