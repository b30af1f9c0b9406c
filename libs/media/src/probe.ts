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
