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
 * most twice (again faster when it would not fit), and an allowance for the rest. A video with
 * outputs (publish profiles, formats) runs ffmpeg twice in a row at most — the encodes side by
 * side, then the outputs' finishing and checks — and speaks again for each profile size's layout
 * (counted per output, an upper bound).
 */
export function renderBudgets(config: RenderConfig, durationSeconds: number, outputs = 0): RenderBudgets {
  const ffmpeg = config.RENDER_FFMPEG_TIMEOUT_BASE + config.RENDER_FFMPEG_TIMEOUT_PER_SECOND * durationSeconds;
  const tool = config.RENDER_TOOL_TIMEOUT + durationSeconds;
  const runs = outputs > 0 ? 2 : 1;
  return {
    ffmpegMs: ffmpeg * 1000,
    voiceMs: tool * 1000,
    jobMs: (runs * ffmpeg + 2 * (1 + outputs) * tool + JOB_ALLOWANCE_SECONDS) * 1000,
  };
}
