import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Image } from '@napi-rs/canvas';
import {
  colourOf,
  entersOnly,
  EXTENDED_PHOTO,
  moves,
  slideDistanceOf,
  type Box,
  type Language,
  type Palette,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import { drawBackground, drawShapePicture, isPlainBackground } from './background-layer.js';
import type { GraphImage, GraphMovingShape, GraphScene, GraphSpec, GraphText } from './filter-graph.js';
import type { RgbaPicture } from '../drawing/layer.js';
import { motionTrack } from './motion-track.js';
import { revealSteps } from './text-reveal.js';
import { drawFittedPicture, drawProductPicture } from './product-layer.js';
import { RenderError } from './render-error.js';
import type { PlacedText } from './scene-layout.js';
import { paintText } from '../drawing/text-layer.js';
import { drawWatermark } from './watermark-layer.js';

export interface SceneInputsRequest {
  template: TemplateDefinition;
  timeline: Timeline;
  /** The product photo, still decoding: everything else is drawn meanwhile. */
  image: Promise<Image>;
  /** The account's pictures the scenes show, by asset id, decoding. */
  pictures: ReadonlyMap<string, Promise<Image>>;
  palette: Palette;
  /** Every scene's texts, placed (layoutScenes). */
  texts: PlacedText[][];
  language: Language;
  watermark: boolean;
  workDir: string;
}

/** A raw RGBA picture file for ffmpeg's `-f rawvideo`; the path is inside workDir, named by us. */
export interface PictureInput {
  path: string;
  width: number;
  height: number;
}

export interface SceneInputs {
  /** In ffmpeg input-index order. */
  inputs: PictureInput[];
  spec: Omit<GraphSpec, 'audio'>;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** Where the product's or a picture's frames go: its box, at even sizes (4:2:0). */
const elementRect = (box: Box) => ({
  x: Math.round(box.x),
  y: Math.round(box.y),
  width: even(box.width),
  height: even(box.height),
});

/** Writes a picture as raw RGBA into workDir, under a name of ours, for ffmpeg's `-f rawvideo`. */
export async function writePictureInput(workDir: string, name: string, picture: RgbaPicture): Promise<PictureInput> {
  const path = join(workDir, `${name}.rgba`);
  await writeFile(path, picture.data);
  return { path, width: picture.width, height: picture.height };
}

/**
 * Draws every picture a video needs, once, and describes how ffmpeg should animate them.
 * Texts whose placeholders have no value are left out.
 */
export async function prepareSceneInputs(request: SceneInputsRequest): Promise<SceneInputs> {
  const { template, timeline, palette, workDir } = request;
  // Settled below; marked as handled now, so that a drawing error thrown first does not leave
  // a rejected photo unhandled.
  request.image.catch(() => undefined);
  for (const picture of request.pictures.values()) picture.catch(() => undefined);
  const writes: Promise<PictureInput>[] = [];
  const addInput = (name: string, picture: RgbaPicture | Promise<RgbaPicture>): number =>
    writes.push(Promise.resolve(picture).then((drawn) => writePictureInput(workDir, name, drawn))) - 1;
  const distance = slideDistanceOf(template);

  const scenes = template.scenes.map((scene, s): GraphScene => {
    const plain = isPlainBackground(scene);
    const sceneFrames = timeline.sceneFrames[s]!;
    const backgroundInput = addInput(
      `scene${s}-background`,
      plain ? drawBackground(scene, palette, 2, 2) : drawBackground(scene, palette, template.width, template.height),
    );
    const product = scene.product;
    const backdrop =
      product && (product.backdrop === EXTENDED_PHOTO ? EXTENDED_PHOTO : colourOf(product.backdrop, palette));
    const texts = request.texts[s]!.map(({ element, request: text, placement }, t): GraphText => {
      const layer = paintText(placement, text);
      const { width, height } = layer.picture;
      const input = addInput(`scene${s}-text${t}`, layer.picture);
      return {
        input,
        reveal:
          element.reveal === 'words'
            ? {
                // Every step but the last, which shows the whole text: the text's own picture.
                inputs: [
                  ...revealSteps(placement.layout.lines, request.language)
                    .slice(0, -1)
                    .map((step, k) =>
                      addInput(`scene${s}-text${t}-step${k}`, paintText(placement, text, step).picture),
                    ),
                  input,
                ],
                at: [],
                x: layer.x,
                y: layer.y,
              }
            : undefined,
        x: layer.x,
        y: layer.y,
        ...element.enter,
        distance,
        track: entersOnly(element)
          ? undefined
          : motionTrack(
              element,
              { x: layer.x, y: layer.y, width, height },
              timeline.sceneFrames[s]!,
              template.fps,
              distance,
            ),
      };
    });
    const shapes = (scene.shapes ?? []).filter(moves).map((shape, i): GraphMovingShape => {
      const picture = drawShapePicture(shape, palette);
      const at = {
        x: Math.round(shape.box.x),
        y: Math.round(shape.box.y),
        width: picture.width,
        height: picture.height,
      };
      return {
        input: addInput(`scene${s}-shape${i}`, picture),
        track: motionTrack(shape, at, sceneFrames, template.fps, distance),
      };
    });
    const images = (scene.images ?? []).map((image, i): GraphImage => {
      const rect = elementRect(image.box);
      const picture = request.pictures.get(image.asset_id);
      if (!picture) throw new RenderError('render_failed', `The picture '${image.asset_id}' was not provided.`);
      return {
        input: addInput(
          `scene${s}-image${i}`,
          picture.then((decoded) => drawFittedPicture(decoded, image.fit, rect.width, rect.height)),
        ),
        x: rect.x,
        y: rect.y,
        track: moves(image) ? motionTrack(image, rect, sceneFrames, template.fps, distance) : undefined,
      };
    });
    return {
      frames: sceneFrames,
      backgroundInput,
      shapes,
      images,
      stretchBackgroundTo: plain ? { width: template.width, height: template.height } : undefined,
      product: product && {
        input: addInput(
          `scene${s}-product`,
          request.image.then((image) => drawProductPicture(image, product, backdrop!)),
        ),
        ...elementRect(product.box),
        zoomFrom: product.zoom.from,
        zoomTo: product.zoom.to,
        track: moves(product)
          ? motionTrack(product, elementRect(product.box), sceneFrames, template.fps, distance)
          : undefined,
      },
      texts,
    };
  });

  let watermark: GraphSpec['watermark'];
  if (request.watermark) {
    const mark = drawWatermark(template, request.language);
    watermark = { input: addInput('watermark', mark.picture), x: mark.x, y: mark.y };
  }
  // Every write is awaited, even after one failed, so nothing is left writing into workDir; and
  // the photo is, even when no scene shows it: a picture that is not one fails every render.
  const [photo, ...written] = await Promise.allSettled([request.image, ...writes]);
  const failed = [photo, ...written].find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const inputs = written.map((result) => (result as PromiseFulfilledResult<PictureInput>).value);

  return {
    inputs,
    spec: {
      fps: template.fps,
      scenes,
      transition: { effect: template.transition.effect, frames: timeline.transitionFrames },
      watermark,
      thumbnail: {
        frame: Math.min(timeline.totalFrames - 1, Math.round(template.thumbnail_at_seconds * template.fps)),
        width: even(template.width / 2),
        height: even(template.height / 2),
      },
    },
  };
}
