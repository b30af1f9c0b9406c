import { runProcess, type RunOptions } from './child-process.js';

export interface StreamInfo {
  /** 'video', 'audio', or another stream kind ffprobe knows. */
  codec_type: string;
  codec_name: string;
  profile?: string;
  /** H.264's level × 10 (42 is level 4.2). */
  level?: number;
  pix_fmt?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  nb_frames?: string;
  /** The stream's packets, counted by reading the whole file; only with `countPackets`. */
  nb_read_packets?: string;
  duration?: string;
  sample_rate?: string;
  channels?: number;
  /** Bits per second, where the container records it. */
  bit_rate?: string;
}

export interface MediaInfo {
  streams: StreamInfo[];
  format: { format_name: string; duration?: string; size?: string; bit_rate?: string };
}

export interface ProbeOptions extends Pick<RunOptions, 'signal' | 'timeoutMs'> {
  ffprobePath?: string;
  /**
   * Count each stream's packets (`nb_read_packets`): the file is read to its end, without
   * decoding. For a video stream of ours a packet is a frame, whatever the container records.
   */
  countPackets?: boolean;
}

/** ffprobe's view of a file: streams and container. Paths go in as one argument, no shell. */
export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<MediaInfo> {
  const { ffprobePath = 'ffprobe', countPackets = false, ...run } = options;
  const { stdout } = await runProcess(
    ffprobePath,
    ['-v', 'error', ...(countPackets ? ['-count_packets'] : []), '-show_streams', '-show_format', '-of', 'json', path],
    run,
  );
  return JSON.parse(stdout) as MediaInfo;
}
