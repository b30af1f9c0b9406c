import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  arrangedTemplate,
  intersects,
  loadTemplates,
  previewTemplate,
  safeArea,
  timelineOf,
  type Box as Rect,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import { CAPTION_HOLD_SECONDS } from '../src/captions/webvtt.js';
import { renderVideo, type RenderVideoResult } from '../src/composition/render-video.js';
import { temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';
import { speechIn, type Interval } from '@reelsmith/testing';

const TOLERANCE_SECONDS = 0.15;
/** Cues whose words a text of their scene shows: the headline and the button. */
const SHOWN_AS_TEXT = new Set(['Nur heute günstiger', 'Jetzt kaufen']);

/** Cue times read back from the WebVTT file itself. */
function parseWebVtt(vtt: string): Array<Interval & { text: string }> {
  const stamp = (value: string) => {
    const [h, m, s] = value.split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  return [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)].map((m) => ({
    start: stamp(m[1]!),
    end: stamp(m[2]!),
    text: m[3]!,
  }));
}

const BLOCK = 4;

/**
 * Per frame, how much two videos of the same template differ in each 4×4 block of luma (the
 * mean absolute difference; ffmpeg computes it, a pixel loop in Jest's VM is far too slow).
 */
function blockDifferences(a: string, b: string, template: TemplateDefinition): Uint8Array[] {
  const graph = `[0:v]format=gray[a];[1:v]format=gray[b];[a][b]blend=all_mode=difference,scale=iw/${BLOCK}:ih/${BLOCK}:flags=area`;
  const run = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-i', a, '-i', b, '-filter_complex', graph, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    {
      maxBuffer: 1 << 26,
    },
  );
  if (run.status !== 0) throw new Error(`frame difference failed: ${run.stderr.toString()}`);
  const size = (template.width / BLOCK) * Math.floor(template.height / BLOCK);
  return Array.from({ length: run.stdout.length / size }, (_, i) => run.stdout.subarray(i * size, (i + 1) * size));
}

/**
 * The box around the blocks where the videos disagree by more than encoding noise (a caption
 * changes whole blocks; the encoder's differences are stray pixels); null if nowhere.
 */
function changed(blocks: Uint8Array, template: TemplateDefinition): Rect | null {
  const columns = template.width / BLOCK;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  blocks.forEach((difference, i) => {
    if (difference <= 24) return;
    const x = (i % columns) * BLOCK;
    const y = Math.floor(i / columns) * BLOCK;
    left = Math.min(left, x);
    right = Math.max(right, x + BLOCK);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y + BLOCK);
  });
  return right < 0 ? null : { x: left, y: top, width: right - left, height: bottom - top };
}

/** The product boxes on screen at a frame: its scene's, or both during a transition. */
function productsAt(frame: number, template: TemplateDefinition, timeline: Timeline): Rect[] {
  const boxes: Rect[] = [];
  let start = 0;
  template.scenes.forEach((scene, i) => {
    const frames = timeline.sceneFrames[i]!;
    if (frame >= start && frame < start + frames && scene.product) boxes.push(scene.product.box);
    start += frames - timeline.transitionFrames;
  });
  return boxes;
}

/**
 * The video's WebVTT cues, after checking each against the speech in its MP4: a cue starts when
 * its first sound does and ends with its last, or, through a pause under CAPTION_HOLD_SECONDS,
 * where the next cue starts; and no speech goes uncaptioned.
 */
async function cuesOnSpeech(video: RenderVideoResult): Promise<string[]> {
  const cues = parseWebVtt(await readFile(video.captionsPath!, 'utf8'));
  const speech = speechIn(video.videoPath, video.durationSeconds);
  expect(speech.length).toBeGreaterThanOrEqual(cues.length);
  const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_SECONDS;
  cues.forEach((cue, i) => {
    // Pauses inside a phrase split it into several stretches of sound.
    expect({ cue, starts: speech.some((s) => near(s.start, cue.start)) }).toEqual({ cue, starts: true });
    const held = cues[i + 1]?.start === cue.end;
    const ends = held
      ? speech.some((s) => s.end > cue.start && s.end <= cue.end && cue.end - s.end < CAPTION_HOLD_SECONDS)
      : speech.some((s) => near(s.end, cue.end));
    expect({ cue, ends }).toEqual({ cue, ends: true });
  });
  for (const sound of speech) {
    const covered = cues.some(
      (cue) => sound.start >= cue.start - TOLERANCE_SECONDS && sound.end <= cue.end + TOLERANCE_SECONDS,
    );
    expect({ sound, covered }).toEqual({ sound, covered: true });
  }
  return cues.map((cue) => cue.text);
}

describe('captions of a rendered video', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let template: TemplateDefinition;
  let captioned: RenderVideoResult;
  let plain: RenderVideoResult;

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    const imagePath = await writeTestProductImage(join(dir, 'product.png'));
    const vertical = (await loadTemplates()).find((t) => t.height > t.width)!;
    // Laid out for captions (the texts and the product in their caption boxes) in both videos,
    // so that the captions are the only difference between their pictures (their scripts differ:
    // a captioned video says what its texts do not show).
    template = arrangedTemplate(previewTemplate(vertical, { width: 320, height: 568, durationSeconds: 8 }), {
      captions: true,
      direction: 'ltr',
    });
    const render = (name: string, captions: boolean) =>
      renderVideo({
        template,
        // Over 42 columns: spoken and captioned as two phrases.
        product: { name: 'Keramiktasse Nord, spülmaschinenfest und mikrowellengeeignet', description: '' },
        imagePath,
        userPrompt: { headline: 'Nur heute günstiger', price: '19,90 €', voiceover: true, captions },
        language: 'de',
        watermark: true,
        outputDir: join(dir, name),
      });
    captioned = await render('captioned', true);
    plain = await render('plain', false);
  });
  afterAll(() => remove());

  it('writes a WebVTT of what is spoken, each cue within 150 ms of its speech in the MP4', async () => {
    // With captions burned in, each scene first says what its texts do not show (the price where
    // no badge shows it, the offer); the badge is not said, and the lines its texts show word for
    // word (the name, too long beside the others here) come after and are the first to go.
    expect(await cuesOnSpeech(captioned)).toEqual([
      'Nur 19,90 €',
      'Nur heute günstiger',
      'Nur für kurze Zeit',
      'Jetzt kaufen',
    ]);
  });

  it('writes the WebVTT of its own script when the captions are not burned in', async () => {
    expect(await cuesOnSpeech(plain)).toEqual([
      'Keramiktasse Nord,',
      'spülmaschinenfest und mikrowellengeeignet',
      // The headline (priority 3) does not fit the preview's shortened first scene beside the name.
      'Nur 19,90 €',
      'Jetzt kaufen',
    ]);
  });

  it('burns each caption into the frames while its cue is on, inside the safe area and never over the product', () => {
    const timeline = timelineOf(template);
    const differences = blockDifferences(captioned.videoPath, plain.videoPath, template);
    expect(differences).toHaveLength(timeline.totalFrames);
    const area = safeArea(template.width, template.height);
    const onScreen = (frame: number) =>
      captioned.cues.some((cue) => frame / template.fps >= cue.startSeconds && frame / template.fps < cue.endSeconds);
    let shown = 0;
    differences.forEach((blocks, n) => {
      // While the scenes slide, x264 spends its bits differently in the two videos everywhere;
      // captions are hidden then anyway (caption-layers.spec.ts).
      if (productsAt(n, template, timeline).length > 1) return;
      const change = changed(blocks, template);
      if (!onScreen(n - 1) && !onScreen(n) && !onScreen(n + 1)) {
        // Away from every cue the two videos agree (a frame's leeway for the encoder).
        expect({ n, change }).toEqual({ n, change: null });
        return;
      }
      if (!change) return;
      shown++;
      // Within a block of the safe area's edges.
      expect(change.x).toBeGreaterThanOrEqual(area.x - BLOCK);
      expect(change.y).toBeGreaterThanOrEqual(area.y - BLOCK);
      expect(change.x + change.width).toBeLessThanOrEqual(area.x + area.width + BLOCK);
      expect(change.y + change.height).toBeLessThanOrEqual(area.y + area.height + BLOCK);
      for (const product of productsAt(n, template, timeline)) {
        expect({ n, over: intersects(change, product) }).toEqual({ n, over: false });
      }
    });
    // Most frames under a burned-in cue show it (the slide between the scenes hides it for a
    // moment). The headline and the button show two cues' words already, so those are not
    // burned in (caption-layers.spec.ts).
    const burned = captioned.cues.filter((cue) => !SHOWN_AS_TEXT.has(cue.text));
    const cueFrames = differences.filter((_, n) =>
      burned.some((cue) => n / template.fps >= cue.startSeconds && n / template.fps < cue.endSeconds),
    ).length;
    expect(shown).toBeGreaterThan(cueFrames * 0.7);
  });
});
