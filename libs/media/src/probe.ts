import { open } from 'node:fs/promises';
import { runProcess, type RunOptions } from './child-process.js';

export interface StreamInfo {
  /** 'video', 'audio', or another stream kind ffprobe knows. */
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  sample_rate?: string;
}

export interface MediaInfo {
  streams: StreamInfo[];
  format: { format_name: string; duration?: string };
}

export interface ProbeOptions extends Pick<RunOptions, 'signal' | 'timeoutMs'> {
  ffprobePath?: string;
}

/** ffprobe's view of a file: streams and container. Paths go in as one argument, no shell. */
export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<MediaInfo> {
  const { ffprobePath = 'ffprobe', ...run } = options;
  const { stdout } = await runProcess(
    ffprobePath,
    ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path],
    run,
  );
  return JSON.parse(stdout) as MediaInfo;
}

/**
 * The top-level box types of an MP4, in file order. A faststart file reads
 * `ftyp, moov, …, mdat`: a player can start before the whole file has arrived.
 */
export async function mp4TopLevelBoxes(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    const boxes: string[] = [];
    let offset = 0;
    while (offset + 8 <= size) {
      await file.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8) throw new Error(`corrupt MP4 box "${type}" at ${offset}`);
      boxes.push(type);
      offset += boxSize;
    }
    return boxes;
  } finally {
    await file.close();
  }
}
