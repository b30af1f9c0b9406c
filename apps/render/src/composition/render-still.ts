import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLayout, OutputProfile } from '@reelsmith/contracts';
import { prepareComposition } from './composition.js';
import { frameLayout } from './frame-layout.js';
import { asRenderError } from './render-error.js';
import { checkedRenderInput, type RenderInput } from './render-input.js';
import { writeStillFrame } from './still-frame.js';

export interface RenderStillRequest extends RenderInput {
  /** The moment to show, in seconds into the video (clamped to its last frame); default the thumbnail's. */
  atSeconds?: number;
  /** The publish profile whose output to show, laid out at its size; absent: the template's own frame. */
  profile?: OutputProfile;
}

export interface RenderStillResult {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * The composition of the video `request` describes, drawn for one still (no audio) in `workDir`,
 * and the frame the still shows: `atSeconds` (default the thumbnail's), clamped to the video.
 */
async function stillComposition(request: RenderStillRequest, halved: boolean, workDir: string) {
  const { userPrompt, binaries, timeouts, voice } = checkedRenderInput(request);
  const composition = await prepareComposition({
    template: request.template,
    profiles: request.profile && [request.profile],
    halved,
    product: request.product,
    imagePath: request.imagePath,
    assets: request.assets ?? [],
    userPrompt,
    language: request.language,
    watermark: request.watermark,
    workDir,
    withAudio: false,
    voice,
    voiceTimeoutMs: timeouts.voiceMs,
    signal: request.signal,
  });
  const { template, timeline } = composition;
  const seconds = request.atSeconds ?? template.thumbnail_at_seconds;
  const frame = Math.min(timeline.totalFrames - 1, Math.max(0, Math.round(seconds * template.fps)));
  return { composition, frame, binaries, timeouts };
}

/**
 * One frame of the video `request` describes, at half its size, as a JPEG: the same design
 * composed at half size (a quarter of the pixels to draw and blend), that frame only, with no
 * encoding and no audio. Burned-in captions are timed by the real voice, synthesised for it.
 */
export async function renderStill(request: RenderStillRequest): Promise<RenderStillResult> {
  const { signal } = request;
  const workDir = await mkdtemp(join(request.scratchDir ?? tmpdir(), 'reelsmith-still-'));
  try {
    const { composition, frame, binaries, timeouts } = await stillComposition(request, true, workDir);
    const { pictures, spec, template } = composition;
    spec.thumbnail = { frame, width: template.width, height: template.height };
    const stillPath = join(workDir, 'still.jpg');
    await writeStillFrame(pictures, spec, stillPath, {
      ffmpegPath: binaries.ffmpeg,
      signal,
      timeoutMs: timeouts.ffmpegMs,
      scratchDir: workDir,
    });
    return { jpeg: await readFile(stillPath), width: template.width, height: template.height };
  } catch (error) {
    throw asRenderError(error, signal, 'The preview could not be rendered');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The layout of the frame `renderStill` would show, in the template's full-size pixels: the
 * composition is prepared at full size exactly as for the video (texts placed, captions
 * timed by the real voice and drawn), and read instead of composed by ffmpeg.
 */
export async function layoutStill(request: RenderStillRequest): Promise<FrameLayout> {
  const { signal } = request;
  const workDir = await mkdtemp(join(request.scratchDir ?? tmpdir(), 'reelsmith-layout-'));
  try {
    const { composition, frame } = await stillComposition(request, false, workDir);
    return frameLayout(composition, frame, request.language);
  } catch (error) {
    throw asRenderError(error, signal, 'The preview could not be laid out');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
