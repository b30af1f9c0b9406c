import { writeFile } from 'node:fs/promises';
import {
  resolvePalette,
  timelineOf,
  type Language,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import { drawCaptions } from '../captions/caption-layers.js';
import { captionSpans, type Rect } from '../captions/caption-layout.js';
import { buildCues, formatWebVtt, type Cue } from '../captions/webvtt.js';
import { templateScript, voiceWarnings, type VoiceWarning } from '../voiceover/template-script.js';
import { speakScript } from '../voiceover/voice-script.js';
import { contentLookup, type ProductContent } from './content.js';
import type { GraphSpec } from './filter-graph.js';
import { decodeProductImage, readProductImage } from './product-image.js';
import { prepareSceneInputs, writePictureInput, type PictureInput } from './scene-inputs.js';

export interface CompositionRequest {
  template: TemplateDefinition;
  product: ProductContent;
  /** The product picture (JPEG, PNG or WebP), already downloaded by the caller. */
  imagePath: string;
  userPrompt: Record<string, unknown>;
  language: Language;
  watermark: boolean;
  /** A scratch folder of the caller's, removed by the caller. */
  workDir: string;
  /** False for a still: the voice is then synthesised only to time burned-in captions. */
  withAudio: boolean;
  /** Where the WebVTT goes when the video speaks; none for a still. */
  captionsPath?: string;
  espeakPath: string;
  espeakTimeoutMs?: number;
  signal?: AbortSignal;
}

/** Everything one ffmpeg run needs to compose the frames, less the outputs. */
export interface Composition {
  timeline: Timeline;
  /** ffmpeg's input arguments of each picture, in input-index order. */
  pictures: string[][];
  /** The voice-over's input, after the pictures (none when the video is silent). */
  audioArgs: string[];
  spec: GraphSpec;
  /** True when the video speaks (a voice-over was wanted and had something to say). */
  spoken: boolean;
  /** The captions' cues on the video's clock; empty when it does not speak. */
  cues: Cue[];
  /** What the voice-over had to give up (lines dropped, a faster pace, a poor voice). */
  warnings: VoiceWarning[];
}

/** A raw RGBA picture we drew: its size travels in the arguments, there is nothing to probe. */
function pictureInputArgs({ path, width, height }: PictureInput): string[] {
  return ['-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', `${width}x${height}`, '-i', path];
}

/**
 * Draws the cues into pictures placed inside the safe area, clear of the product, the
 * watermark and (where there is room) the scene's texts; they become the inputs after the
 * scene's own.
 */
async function captionInputs(
  cues: Cue[],
  template: TemplateDefinition,
  timeline: Timeline,
  scene: { inputs: PictureInput[]; spec: Omit<GraphSpec, 'audio'> },
  locale: string,
  workDir: string,
): Promise<{ inputs: PictureInput[]; captions: NonNullable<GraphSpec['captions']> }> {
  // Where the scene's pictures lie: the texts at rest, the watermark.
  const rectOf = ({ input, x, y }: { input: number; x: number; y: number }): Rect => {
    const { width, height } = scene.inputs[input]!;
    return { x, y, width, height };
  };
  const spans = captionSpans(template, timeline, {
    avoid: scene.spec.watermark ? [rectOf(scene.spec.watermark)] : [],
    texts: scene.spec.scenes.map((s) => s.texts.map(rectOf)),
  });
  const overlays = drawCaptions(cues, spans, template, locale);
  const firstInput = scene.inputs.length;
  const inputs = await Promise.all(
    overlays.map((overlay, i) => writePictureInput(workDir, `caption${i}`, overlay.layer.picture)),
  );
  const captions = overlays.map(({ layer, frames }, i) => ({ input: firstInput + i, x: layer.x, y: layer.y, frames }));
  return { inputs, captions };
}

/** The photo decoded and every still of the scenes drawn and written. */
async function drawScenes(
  request: CompositionRequest,
  timeline: Timeline,
  lookup: (ref: string) => string | undefined,
) {
  // The photo's bytes first, so that it decodes on canvas's threads while this one draws the
  // texts and backgrounds; started after the drawing, its decoding held up every render by ~25 ms.
  const photo = await readProductImage(request.imagePath, request.signal);
  return prepareSceneInputs({
    template: request.template,
    timeline,
    image: decodeProductImage(photo),
    palette: resolvePalette(request.template.palette, request.userPrompt),
    lookup,
    language: request.language,
    watermark: request.watermark,
    workDir: request.workDir,
  });
}

/** Plans and speaks the template's script on measured speech (voiceover/voice-script.ts). */
async function speak(request: CompositionRequest, timeline: Timeline, lookup: (ref: string) => string | undefined) {
  const { template, language } = request;
  const lines = templateScript(template, timeline, lookup);
  const voice = await speakScript({
    lines,
    language,
    workDir: request.workDir,
    videoSeconds: template.duration_seconds,
    espeakPath: request.espeakPath,
    signal: request.signal,
    timeoutMs: request.espeakTimeoutMs,
  });
  return voice && { ...voice, warnings: voiceWarnings(lines, voice.plan, language) };
}

/**
 * Draws every still the frames are made of (scenes, texts, watermark, burned-in captions) and
 * speaks the voice-over when one is wanted, so a video and a still of it are composed alike.
 */
export async function prepareComposition(request: CompositionRequest): Promise<Composition> {
  const { template, language, userPrompt, workDir, signal } = request;
  const timeline = timelineOf(template);
  const lookup = contentLookup(request.product, userPrompt, language);
  const burnCaptions = userPrompt.captions === true;
  const speaks = userPrompt.voiceover === true && (request.withAudio || burnCaptions);
  // espeak-ng runs in child processes while this thread decodes the photo and draws the stills.
  // Both are awaited even when one fails, so nothing is left writing into the scratch folder.
  const [voiced, drawn] = await Promise.allSettled([
    speaks ? speak(request, timeline, lookup) : Promise.resolve(null),
    drawScenes(request, timeline, lookup),
  ]);
  if (drawn.status === 'rejected') throw drawn.reason;
  if (voiced.status === 'rejected') throw voiced.reason;
  const scene = drawn.value;
  const voice = voiced.value;
  signal?.throwIfAborted();

  const inputs = [...scene.inputs];
  const spec: GraphSpec = { ...scene.spec };
  // The voice's WAV starts with the video: its phrases are on the video's clock already.
  const cues = voice ? buildCues(voice.phrases, 0, template.duration_seconds) : [];
  if (voice && request.captionsPath) await writeFile(request.captionsPath, formatWebVtt(cues), 'utf8');
  if (voice && burnCaptions) {
    const burned = await captionInputs(cues, template, timeline, scene, language, workDir);
    inputs.push(...burned.inputs);
    spec.captions = burned.captions;
  }
  const pictures = inputs.map(pictureInputArgs);
  const audioArgs: string[] = [];
  if (voice && request.withAudio) {
    audioArgs.push('-i', voice.path);
    spec.audio = {
      input: inputs.length,
      delaySeconds: 0,
      durationSeconds: template.duration_seconds,
    };
  }
  return { timeline, pictures, audioArgs, spec, spoken: voice !== null, cues, warnings: voice?.warnings ?? [] };
}
