import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  bodyOfTemplate,
  checkTemplateBody,
  loadTemplates,
  previewTemplate,
  templateOfBody,
  type TemplateBody,
} from '@reelsmith/templates';
import { probeMedia } from '@reelsmith/media';
import { HOSTILE_MARKERS, HOSTILE_TEXTS, templateBodies } from '@reelsmith/testing';
import { prepareComposition } from '../src/composition/composition.js';
import { buildFilterGraph } from '../src/composition/filter-graph.js';
import { buildStillGraph } from '../src/composition/still-graph.js';
import { writeStillFrame } from '../src/composition/still-frame.js';
import { renderVideo } from '../src/composition/render-video.js';
import { espeakVoice } from '../src/voices/espeak-engine.js';
import { exists, temporaryDir, writeTestProductImage } from '../src/test-support/fixtures.js';

/**
 * Every generated template that validates composes its stills: a sample of them (hostile texts
 * in the template and the product) is drawn and composed by ffmpeg at a small size, and no
 * user text reaches a filter graph; one renders whole. 6 templates and 1 video; `FUZZ_RUNS`
 * scales both, `FUZZ_SEED` replays.
 */
const RUNS = 6 * Number(process.env.FUZZ_RUNS ?? 1);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

describe('composing generated templates that validate', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let imagePath: string;
  let bases: TemplateBody[];

  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
    imagePath = await writeTestProductImage(join(dir, 'product.png'));
    bases = (await loadTemplates()).map(bodyOfTemplate);
  });
  afterAll(() => remove());

  const validBodies = () =>
    templateBodies(bases).filter((body) => checkTemplateBody(body).valid) as fc.Arbitrary<TemplateBody>;

  it('draws and composes a still of each, and puts no user text in any filter graph', async () => {
    let composed = 0;
    await fc.assert(
      fc.asyncProperty(validBodies(), fc.constantFrom(...HOSTILE_TEXTS), fc.nat(), async (body, name, at) => {
        const full = templateOfBody(body, 'tmpl_00000000000000000000000000', 1);
        const template = previewTemplate(full, {
          width: Math.max(2, Math.round(full.width / 8) * 2),
          height: Math.max(2, Math.round(full.height / 8) * 2),
          durationSeconds: full.duration_seconds,
        });
        const workDir = join(dir, `case${composed++}`);
        await mkdir(workDir, { recursive: true });
        const language = (['en', 'ar', 'ja', 'th'] as const)[at % 4]!;
        const composition = await prepareComposition({
          template,
          product: { name, description: `${name}. ${name}`, price: { amount: 129_990, currency: 'eur' } },
          imagePath,
          assets: [],
          userPrompt: {},
          language,
          watermark: true,
          workDir,
          withAudio: false,
          voice: espeakVoice(language, 'espeak-ng'),
        });
        const { spec } = composition;
        spec.thumbnail = {
          frame: at % composition.timeline.totalFrames,
          width: template.width,
          height: template.height,
        };
        for (const graph of [buildStillGraph(spec), buildFilterGraph(spec)]) {
          for (const marker of HOSTILE_MARKERS) expect(graph).not.toContain(marker);
        }
        const still = join(workDir, 'still.jpg');
        await writeStillFrame(composition.pictures, spec, still, { ffmpegPath: 'ffmpeg', scratchDir: workDir });
        expect(await exists(still)).toBe(true);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it('renders a generated template that validates as a whole video, spoken and captioned', async () => {
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(validBodies(), fc.constantFrom(...HOSTILE_TEXTS), async (body, name) => {
        const full = templateOfBody(body, 'tmpl_00000000000000000000000000', 1);
        // Small and at 6 frames a second: every frame composed, as in a video of full size.
        const template = {
          ...previewTemplate(full, {
            width: Math.max(2, Math.round(full.width / 8) * 2),
            height: Math.max(2, Math.round(full.height / 8) * 2),
            durationSeconds: full.duration_seconds,
          }),
          fps: 6,
        };
        const result = await renderVideo({
          template,
          product: { name, description: `${name}. ${name}`, price: { amount: 129_990, currency: 'eur' } },
          imagePath,
          userPrompt: { voiceover: true, captions: true },
          language: 'en',
          watermark: true,
          outputDir: join(dir, `video${rendered++}`),
        });
        const [video] = (await probeMedia(result.videoPath)).streams;
        expect(Number(video!.nb_frames)).toBe(Math.round(6 * template.duration_seconds));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1), seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
