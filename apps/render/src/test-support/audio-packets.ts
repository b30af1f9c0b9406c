import { runProcess } from '@reelsmith/media';

/**
 * The timestamps (in the sound's own samples) of a file's first audio packets, as ffprobe reads
 * them: in an MP4 whose AAC priming is trimmed by its edit list, the first lies at −1,024.
 */
export async function firstAudioPacketTimes(path: string, count = 2): Promise<number[]> {
  // prettier-ignore
  const { stdout } = await runProcess('ffprobe', [
    '-v', 'error', '-select_streams', 'a', '-show_entries', 'packet=pts', '-of', 'csv=p=0',
    '-read_intervals', `%+#${count}`, path,
  ]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]));
}
