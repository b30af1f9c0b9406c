import { readFile, writeFile } from 'node:fs/promises';
import { loadImage, type Image } from '@napi-rs/canvas';
import { LANGUAGES, type OutputProfile, type VideoWarning } from '@reelsmith/contracts';
import {
  arrangedTemplate,
  fittedToProfiles,
  keepsOwnLayout,
  previewTemplate,
  profilesOfSize,
  resolvePalette,
  timelineOf,
  type Language,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import { drawCaptions, type CaptionOverlay } from '../captions/caption-layers.js';
import { captionSpans } from '../captions/caption-layout.js';
import { buildCues, formatWebVtt, type Cue } from '../captions/webvtt.js';
import { templateScript, voiceWarnings } from '../voiceover/template-script.js';
import { priceReadings } from '../voiceover/spoken-price.js';
import { LOUDNESS_TARGET, speakScript, type SpokenPhrase } from '../voiceover/voice-script.js';
import { layMusic, mixSoundtrack, type MusicRequest, type SoundWork } from '../sound/soundtrack.js';
import type { MusicCache } from '../sound/music-cache.js';
import type { SpeakingVoice } from '../voices/speaking-voice.js';
import { useAssetFonts } from '../drawing/fonts.js';
import { contentLookup, type ProductContent } from './content.js';
import type { GraphSpec } from './filter-graph.js';
import { decodeProductImage, readProductImage } from './product-image.js';
import { layoutScenes, type ScenesLayout } from './scene-layout.js';
import { prepareSceneInputs, writePictureInput, type PictureInput } from './scene-inputs.js';
import { revealSteps, revealTimes, spokenWords } from './text-reveal.js';
import { RenderError } from './render-error.js';
import type { LocalAsset } from './render-input.js';

export interface CompositionRequest {
  template: TemplateDefinition;
  product: ProductContent;
  /** The product picture (JPEG, PNG or WebP), already downloaded by the caller. */
  imagePath: string;
  /** The account's pictures and fonts the template names, copied into files of ours. */
  assets: readonly LocalAsset[];
  /** Music under the video (a file of ours), ducked under the voice-over. */
  music?: MusicRequest;
  /** Decoded music kept across renders; none: the music is decoded for this render alone. */
  musicCache?: MusicCache;
  userPrompt: Record<string, unknown>;
  language: Language;
  watermark: boolean;
  /** A scratch folder of the caller's, removed by the caller. */
  workDir: string;
  /** False for a still: the voice is then synthesised only to time burned-in captions. */
  withAudio: boolean;
  /** Where the WebVTT goes when the video speaks; none for a still. */
  captionsPath?: string;
  voice: SpeakingVoice;
  /**
   * Publish profiles of one size this composition is for: the layout is fitted to their frame,
   * clear of their interfaces (profile-fit.ts). Absent: the template's own frame and layout.
   */
  profiles?: readonly OutputProfile[];
  /** Draws the frame at half its size (a still): a quarter of the pixels, the same layout. */
  halved?: boolean;
  voiceTimeoutMs?: number;
  /** Each ffmpeg run's budget (the music's decode). */
  ffmpegTimeoutMs?: number;
  signal?: AbortSignal;
}

/** Everything one ffmpeg run needs to compose the frames, less the outputs. */
export interface Composition {
  timeline: Timeline;
  /** ffmpeg's input arguments of each picture, in input-index order. */
  pictures: string[][];
  /**
   * The soundtrack's WAV (the voice-over, or the music mixed with it), the input after the
   * pictures that `spec.audio` names; none when the video is silent.
   */
  soundtrack?: string;
  spec: GraphSpec;
  /** True when the video speaks (a voice-over was wanted and had something to say). */
  spoken: boolean;
  /** The captions' cues on the video's clock; empty when it does not speak. */
  cues: Cue[];
  /** The template as this video lays it out: caption boxes taken, mirrored for right to left. */
  template: TemplateDefinition;
  layout: ScenesLayout;
  /** The burned-in captions, where and when each is drawn. */
  captions: CaptionOverlay[];
  /** Where the watermark is drawn, when there is one. */
  watermark?: { x: number; y: number; width: number; height: number };
  warnings: VideoWarning[];
}

/** A raw RGBA picture we drew: its size travels in the arguments, there is nothing to probe. */
function pictureInputArgs({ path, width, height }: PictureInput): string[] {
  return ['-f', 'rawvideo', '-pixel_format', 'rgba', '-video_size', `${width}x${height}`, '-i', path];
}

/** Per scene, the strings its texts show. */
const shownTexts = (layout: ScenesLayout) => layout.texts.map((texts) => texts.map((text) => text.placement.text));

/** Draws the cues into pictures in the scenes' caption regions; they become the inputs after the scene's own. */
async function captionInputs(
  cues: Cue[],
  arranged: { template: TemplateDefinition; layout: ScenesLayout; direction: 'ltr' | 'rtl' },
  timeline: Timeline,
  firstInput: number,
  language: Language,
  workDir: string,
) {
  const { template, layout, direction } = arranged;
  const sceneTexts = shownTexts(layout);
  const overlays = drawCaptions(cues, captionSpans(template, timeline), template, language, { direction, sceneTexts });
  const inputs = await Promise.all(
    overlays.map((overlay, i) => writePictureInput(workDir, `caption${i}`, overlay.layer.picture)),
  );
  const captions = overlays.map(({ layer, frames }, i) => ({ input: firstInput + i, x: layer.x, y: layer.y, frames }));
  return { inputs, captions, overlays };
}

/** The photo decoded and every still of the scenes drawn and written. */
async function drawScenes(
  request: CompositionRequest,
  template: TemplateDefinition,
  layout: ScenesLayout,
  timeline: Timeline,
) {
  // The photo's bytes first, so that it decodes on canvas's threads while this one draws the
  // texts and backgrounds; started after the drawing, its decoding held up every render by ~25 ms.
  const photo = await readProductImage(request.imagePath, request.signal);
  return prepareSceneInputs({
    template,
    timeline,
    image: decodeProductImage(photo),
    pictures: new Map(
      request.assets.filter((asset) => asset.kind === 'image').map((asset) => [asset.id, decodeAssetPicture(asset)]),
    ),
    palette: resolvePalette(template.palette, request.userPrompt),
    texts: layout.texts,
    language: request.language,
    watermark: request.watermark,
    workDir: request.workDir,
  });
}

/** An account's picture, decoded on canvas's threads; its file was parsed and checked when it was uploaded. */
async function decodeAssetPicture(asset: LocalAsset): Promise<Image> {
  try {
    return await loadImage(await readFile(asset.path));
  } catch (error) {
    throw new RenderError('render_failed', `The picture '${asset.id}' could not be read.`, { cause: error });
  }
}

/** Plans and speaks the template's script on measured speech (voiceover/voice-script.ts). */
async function speak(
  request: CompositionRequest,
  arranged: { template: TemplateDefinition; layout: ScenesLayout; captions: boolean },
  timeline: Timeline,
  lookup: (ref: string) => string | undefined,
) {
  const { language } = request;
  const { template, layout, captions } = arranged;
  const lines = templateScript(template, timeline, lookup, { language, captions, sceneTexts: shownTexts(layout) });
  const voice = await speakScript({
    lines,
    language,
    workDir: request.workDir,
    videoSeconds: template.duration_seconds,
    readings: request.product.price ? priceReadings(request.product.price, language) : [],
    voice: request.voice,
    signal: request.signal,
    timeoutMs: request.voiceTimeoutMs,
  });
  return voice && { ...voice, warnings: voiceWarnings(lines, voice.plan, request.voice.voice) };
}

/** Times every word-by-word reveal: to the voice's words in its scene, else over its entrance. */
function timeReveals(
  spec: GraphSpec,
  arranged: { template: TemplateDefinition; layout: ScenesLayout; timeline: Timeline },
  phrases: SpokenPhrase[],
  language: Language,
): void {
  const { template, layout, timeline } = arranged;
  let sceneStart = 0;
  template.scenes.forEach((_, s) => {
    const sceneSeconds = timeline.sceneFrames[s]! / template.fps;
    const spoken = spokenWords(phrases, language, sceneStart / template.fps);
    layout.texts[s]!.forEach(({ element, placement }, t) => {
      const reveal = spec.scenes[s]!.texts[t]!.reveal;
      if (!reveal) return;
      const steps = revealSteps(placement.layout.lines, language);
      reveal.at = revealTimes(steps, element.enter, spoken, language, sceneSeconds);
    });
    sceneStart += timeline.sceneFrames[s]! - timeline.transitionFrames;
  });
}

/**
 * The WAV the video's sound is: the voice-over alone (already at the loudness target), or the
 * music with the voice over it, mixed and brought to the target; none for a silent video.
 */
async function soundtrackOf(
  request: CompositionRequest,
  voice: { path: string; phrases: SpokenPhrase[] } | null,
  bed: Float32Array | undefined,
  work: SoundWork,
): Promise<string | undefined> {
  if (!request.music || !bed) return voice?.path;
  const mixed = await mixSoundtrack({
    ...work,
    music: request.music,
    bed,
    voice: voice ? { path: voice.path, speech: voice.phrases } : undefined,
    target: LOUDNESS_TARGET,
  });
  return mixed.path;
}

/**
 * Draws every still the frames are made of (scenes, texts, watermark, burned-in captions) and
 * speaks the voice-over when one is wanted, so a video and a still of it are composed alike.
 */
export async function prepareComposition(request: CompositionRequest): Promise<Composition> {
  // The account's fonts are known to canvas while the texts are measured and drawn, no longer.
  const fonts = request.assets.flatMap((asset) =>
    asset.kind === 'font' ? [{ id: asset.id, path: asset.path, scripts: asset.scripts }] : [],
  );
  let release: () => void;
  try {
    release = useAssetFonts(fonts);
  } catch (error) {
    throw new RenderError('render_failed', (error as Error).message, { cause: error });
  }
  try {
    return await composeWithFonts(request);
  } finally {
    release();
  }
}

const half = (value: number) => Math.max(2, Math.round(value / 4) * 2);

/** The same layout at half the size, for a still. */
const halvedTemplate = (template: TemplateDefinition) =>
  previewTemplate(template, {
    width: half(template.width),
    height: half(template.height),
    durationSeconds: template.duration_seconds,
  });

/** Whether the video burns its voice-over's captions into the picture. */
const burnsCaptions = (userPrompt: Record<string, unknown>) =>
  userPrompt.captions === true && userPrompt.voiceover === true;

/**
 * The template as this composition lays it out: arranged (captions, right to left), then fitted
 * to the request's profiles. A template whose own layout is already clear of every platform its
 * frame is for (keepsOwnLayout) is drawn as their layout for its own video too — the same
 * boxes, its watermark in their clear corner — so that one encode serves the video and them.
 */
export function framedTemplate(
  request: Pick<CompositionRequest, 'template' | 'userPrompt' | 'language' | 'watermark' | 'profiles'>,
): TemplateDefinition {
  const captions = burnsCaptions(request.userPrompt);
  const direction = LANGUAGES[request.language].direction;
  const arranged = arrangedTemplate(request.template, { captions, direction });
  const options = { captions, watermark: request.watermark, direction };
  if (request.profiles?.length) return fittedToProfiles(arranged, request.profiles, options);
  const platforms = profilesOfSize(arranged.width, arranged.height);
  return platforms.length && keepsOwnLayout(arranged, platforms, options)
    ? fittedToProfiles(arranged, platforms, options)
    : arranged;
}

async function composeWithFonts(request: CompositionRequest): Promise<Composition> {
  const { language, userPrompt, workDir, signal } = request;
  const burnCaptions = burnsCaptions(userPrompt);
  const direction = LANGUAGES[language].direction;
  const framed = framedTemplate(request);
  const template = request.halved ? halvedTemplate(framed) : framed;
  const timeline = timelineOf(template);
  const lookup = contentLookup(request.product, userPrompt, language);
  const palette = resolvePalette(template.palette, userPrompt);
  const layout = layoutScenes({ template, palette, lookup, language, direction });
  // A still speaks too when captions or a word-by-word reveal are timed by the voice.
  const revealed = template.scenes.some((scene) => scene.texts.some((text) => text.reveal === 'words'));
  const speaks = userPrompt.voiceover === true && (request.withAudio || burnCaptions || revealed);
  const sound: SoundWork = {
    seconds: template.duration_seconds,
    workDir,
    signal,
    timeoutMs: request.ffmpegTimeoutMs,
    musicCache: request.musicCache,
  };
  // espeak-ng and the music's decode run in child processes while this thread decodes the photo
  // and draws the stills; the soundtrack is mixed as soon as both are there, the drawing going
  // on. All are awaited even when one fails, so nothing is left writing into the scratch folder.
  const speaking = speaks
    ? speak(request, { template, layout, captions: burnCaptions }, timeline, lookup)
    : Promise.resolve(null);
  const laying = request.withAudio && request.music ? layMusic(request.music, sound) : Promise.resolve(undefined);
  const mixing = Promise.allSettled([speaking, laying]).then(([spoken, laid]) =>
    request.withAudio && spoken.status === 'fulfilled' && laid.status === 'fulfilled'
      ? soundtrackOf(request, spoken.value, laid.value, sound)
      : undefined,
  );
  const [voiced, drawn, laid, mixed] = await Promise.allSettled([
    speaking,
    drawScenes(request, template, layout, timeline),
    laying,
    mixing,
  ]);
  if (drawn.status === 'rejected') throw drawn.reason;
  if (voiced.status === 'rejected') throw voiced.reason;
  if (laid.status === 'rejected') throw laid.reason;
  if (mixed.status === 'rejected') throw mixed.reason;
  const scene = drawn.value;
  const voice = voiced.value;
  signal?.throwIfAborted();

  const inputs = [...scene.inputs];
  const spec: GraphSpec = { ...scene.spec };
  timeReveals(spec, { template, layout, timeline }, voice?.phrases ?? [], language);
  // The voice's WAV starts with the video: its phrases are on the video's clock already.
  const cues = voice ? buildCues(voice.phrases, 0, template.duration_seconds) : [];
  if (voice && request.captionsPath) await writeFile(request.captionsPath, formatWebVtt(cues), 'utf8');
  let captions: CaptionOverlay[] = [];
  if (voice && burnCaptions) {
    const burned = await captionInputs(
      cues,
      { template, layout, direction },
      timeline,
      inputs.length,
      language,
      workDir,
    );
    inputs.push(...burned.inputs);
    spec.captions = burned.captions;
    captions = burned.overlays;
  }
  const pictures = inputs.map(pictureInputArgs);
  const soundtrack = mixed.value;
  if (soundtrack) {
    spec.audio = {
      input: inputs.length,
      delaySeconds: 0,
      durationSeconds: template.duration_seconds,
    };
  }
  return {
    timeline,
    pictures,
    soundtrack,
    spec,
    spoken: voice !== null,
    cues,
    template,
    layout,
    captions,
    watermark: scene.spec.watermark && {
      x: scene.spec.watermark.x,
      y: scene.spec.watermark.y,
      width: scene.inputs[scene.spec.watermark.input]!.width,
      height: scene.inputs[scene.spec.watermark.input]!.height,
    },
    warnings: [...layout.warnings, ...(voice?.warnings ?? [])],
  };
}
