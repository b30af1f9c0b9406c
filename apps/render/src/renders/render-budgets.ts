import type { ProcessTimeouts } from '../composition/index.js';
import type { RenderConfig } from '../config.js';

/** Time a job spends outside the programs it runs: fetching the picture (≤ 15 s), drawing, storing. */
const JOB_ALLOWANCE_SECONDS = 120;

export interface RenderBudgets extends Required<ProcessTimeouts> {
  /** The whole job: past it the worker stops vouching for it (its heartbeats stop). */
  jobMs: number;
}

/**
 * How long each program of a render may run, scaled to the video's length (a 30 s video gets
 * ffmpeg 60 + 10 × 30 = 360 s by default), and the job's whole budget: ffmpeg, espeak-ng at
 * most twice (again faster when it would not fit), and an allowance for the rest.
 */
export function renderBudgets(config: RenderConfig, durationSeconds: number): RenderBudgets {
  const ffmpeg = config.RENDER_FFMPEG_TIMEOUT_BASE + config.RENDER_FFMPEG_TIMEOUT_PER_SECOND * durationSeconds;
  const tool = config.RENDER_TOOL_TIMEOUT + durationSeconds;
  return {
    ffmpegMs: ffmpeg * 1000,
    voiceMs: tool * 1000,
    jobMs: (ffmpeg + 2 * tool + JOB_ALLOWANCE_SECONDS) * 1000,
  };
}
