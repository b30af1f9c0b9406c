import { loadRenderConfig } from '../config.js';
import { renderBudgets } from './render-budgets.js';

describe(renderBudgets.name, () => {
  const config = loadRenderConfig({});

  it("gives a 30 s video's ffmpeg 360 s and the job its programs' budgets plus an allowance", () => {
    expect(renderBudgets(config, 30)).toEqual({ ffmpegMs: 360_000, voiceMs: 60_000, jobMs: 600_000 });
  });

  it('gives a job with outputs a second ffmpeg run and a voice for each output, not longer programs', () => {
    expect(renderBudgets(config, 30, 6)).toEqual({ ffmpegMs: 360_000, voiceMs: 60_000, jobMs: 1_680_000 });
  });
});
