import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLayout } from '@reelsmith/contracts';
import { previewTemplate, type TemplateDefinition } from '@reelsmith/templates';
import { prepareComposition } from './composition.js';
import { frameLayout } from './frame-layout.js';
import { asRenderError } from './render-error.js';
import { checkedRenderInput, type RenderInput } from './render-input.js';
import { writeStillFrame } from './still-frame.js';

export interface RenderStillRequest extends RenderInput {
  /** The moment to show, in seconds into the video (clamped to its last frame); default the thumbnail's. */
  atSeconds?: number;
}

export interface RenderStillResult {
  jpeg: Buffer;
  width: number;
  height: number;
}

const half = (value: number) => Math.max(2, Math.round(value / 4) * 2);

/**
 * The composition of the video `request` describes, drawn for one still (no audio) in `workDir`,
 * and the frame the still shows: `atSeconds` (default the thumbnail's), clamped to the video.
 */
async function stillComposition(request: RenderStillRequest, template: TemplateDefinition, workDir: string) {
  const { userPrompt, binaries, timeouts, voice } = checkedRenderInput(request);
  const composition = await prepareComposition({
    template,
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
  const seconds = request.atSeconds ?? composition.template.thumbnail_at_seconds;
  const frame = Math.min(composition.timeline.totalFrames - 1, Math.max(0, Math.round(seconds * template.fps)));
  return { composition, frame, binaries, timeouts };
}

/**
 * One frame of the video `request` describes, at half its size, as a JPEG: the same design
 * composed at half size (a quarter of the pixels to draw and blend), that frame only, with no
 * encoding and no audio. Burned-in captions are timed by the real voice, synthesised for it.
 */
export async function renderStill(request: RenderStillRequest): Promise<RenderStillResult> {
  const { signal } = request;
  const template = previewTemplate(request.template, {
    width: half(request.template.width),
    height: half(request.template.height),
    durationSeconds: request.template.duration_seconds,
  });
  const workDir = await mkdtemp(join(request.scratchDir ?? tmpdir(), 'reelsmith-still-'));
  try {
    const { composition, frame, binaries, timeouts } = await stillComposition(request, template, workDir);
    const { pictures, spec } = composition;
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
    const { composition, frame } = await stillComposition(request, request.template, workDir);
    return frameLayout(composition, frame, request.language);
  } catch (error) {
    throw asRenderError(error, signal, 'The preview could not be laid out');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
