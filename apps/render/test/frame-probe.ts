/**
 * Renders small templates whose first scene shows a few white elements on black, and reads back
 * what a frame shows beside what the layout of that frame reports.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameElement } from '@reelsmith/contracts';
import { runProcess } from '@reelsmith/media';
import {
  loadTemplates,
  previewTemplate,
  type ProductSpec,
  type Scene,
  type Shape,
  type TemplateDefinition,
  type TextElement,
  type VoiceLine,
} from '@reelsmith/templates';
import { layoutStill, type RenderStillRequest } from '../src/composition/render-still.js';
import { renderVideo } from '../src/composition/render-video.js';
import { writeTestProductImage } from '../src/test-support/fixtures.js';

export const SIZE = 320;
export const FPS = 10;
/**
 * A drawn white is luma 255, above video white (235): over video black (16) at opacity α it is
 * 16 + 239α, which reads back as full-range grey (Y − 16) × 255 / 219 = 278α.
 */
export const FULL_WHITE_GREY = 278;

/** What the first scene of a probed template shows on black, and what is said over it. */
export interface ProbedScene {
  texts?: Array<Partial<TextElement>>;
  shapes?: Shape[];
  product?: ProductSpec;
  voiceover?: VoiceLine[];
}

/**
 * A small square template whose first scene is black and shows only what `scene` says (white
 * texts take the headline's style unless they say otherwise): what the video shows at a frame
 * can then be compared with the layout of that frame.
 */
function probedTemplate(square: TemplateDefinition, scene: ProbedScene): TemplateDefinition {
  const template = previewTemplate(square, { width: SIZE, height: SIZE, durationSeconds: 6 });
  const [first, ...rest] = template.scenes;
  const headline = first!.texts.find((text) => text.name === 'headline')!;
  const firstScene: Scene = {
    ...first!,
    background: { colour: '#000000' },
    shapes: scene.shapes ?? [],
    product: scene.product,
    texts: (scene.texts ?? []).map((text) => ({ ...headline, captions_box: undefined, panel: undefined, ...text })),
  };
  return { ...template, fps: FPS, voiceover: scene.voiceover ?? [], scenes: [firstScene, ...rest] };
}

/** The bounds and brightest value of the bright pixels of a grey frame. */
export function brightPixels(grey: Buffer) {
  let [left, top, right, bottom, brightest] = [SIZE, SIZE, -1, -1, 0];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const value = grey[y * SIZE + x]!;
      brightest = Math.max(brightest, value);
      if (value < 40) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return { left, top, right, bottom, brightest };
}

/** A rendered video of a probed template, its frames and the layouts of its frames. */
export class ProbedVideo {
  private constructor(
    private readonly dir: string,
    private readonly request: Omit<RenderStillRequest, 'atSeconds'>,
    readonly videoPath: string,
  ) {}

  static async render(
    dir: string,
    scene: ProbedScene,
    content: { productName?: string; userPrompt?: Record<string, unknown> } = {},
  ): Promise<ProbedVideo> {
    await mkdir(dir, { recursive: true });
    const square = (await loadTemplates()).find((template) => template.width === template.height)!;
    const template = probedTemplate(square, scene);
    expect(template.scenes[0]!.duration_seconds).toBeGreaterThan(2.2);
    const request = {
      template,
      product: { name: content.productName ?? 'Mug', description: 'A mug.' },
      imagePath: await writeTestProductImage(join(dir, 'product.png')),
      userPrompt: content.userPrompt ?? { headline: 'MOVE' },
      language: 'en' as const,
      watermark: false,
    };
    const { videoPath } = await renderVideo({ ...request, outputDir: join(dir, 'video') });
    return new ProbedVideo(dir, request, videoPath);
  }

  async pixels(frame: number): Promise<ReturnType<typeof brightPixels>> {
    const raw = join(this.dir, `frame${frame}.grey`);
    // prettier-ignore
    await runProcess('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', this.videoPath,
      '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', raw,
    ]);
    return brightPixels(await readFile(raw));
  }

  async element(name: string, frame: number): Promise<FrameElement | undefined> {
    const layout = await layoutStill({ ...this.request, atSeconds: frame / FPS });
    return layout.elements.find((element) => element.name === name);
  }
}

/** The drawn pixels lie inside the reported box, reach its sides within `slack`, and are as opaque as it says. */
export function expectDrawnAsReported(
  pixels: ReturnType<typeof brightPixels>,
  element: FrameElement | undefined,
  slack: number,
  white = FULL_WHITE_GREY,
) {
  expect(element).toBeDefined();
  const { box, opacity } = element!;
  expect(pixels.left).toBeGreaterThanOrEqual(box.x - 3);
  expect(pixels.right).toBeLessThanOrEqual(box.x + box.width + 3);
  expect(pixels.top).toBeGreaterThanOrEqual(box.y - 3);
  expect(pixels.bottom).toBeLessThanOrEqual(box.y + box.height + 3);
  expect(pixels.left).toBeLessThanOrEqual(box.x + slack);
  expect(pixels.right).toBeGreaterThanOrEqual(box.x + box.width - slack);
  expect(Math.abs(pixels.brightest - Math.min(255, white * opacity))).toBeLessThan(16);
}
