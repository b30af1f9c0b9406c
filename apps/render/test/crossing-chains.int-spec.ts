import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { TRANSITIONS, type Transition } from '@reelsmith/templates';
import { runProcess } from '@reelsmith/media';
import { graphSpec } from '../src/test-support/graph-spec.js';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { largestDifference, meanDifference } from '../src/test-support/pixel-difference.js';
import { buildFilterGraph, crossingChains, VIDEO_LABEL } from '../src/composition/filter-graph.js';

// Two different moving pictures, the outgoing and the incoming scene's frames of a transition.
const SCENES = [
  'testsrc2=s=320x240:r=30:d=0.6,format=yuv420p[s0tail]',
  'smptebars=s=320x240:r=30:d=0.6,hue=h=90,format=yuv420p[s1head]',
];

/** The transition's frames, raw yuv420p, composed by `chains` (ending at [x1]). */
async function crossed(chains: string[], path: string): Promise<Buffer> {
  // prettier-ignore
  await runProcess('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-filter_complex', [...SCENES, ...chains].join(';'),
    '-map', '[x1]', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', path,
  ]);
  return readFile(path);
}

/** xfade as ffmpeg 5.1 runs it on the whole picture: in 4:4:4, converted there and back. */
const wholePicture = (effect: Transition) => [
  '[s0tail]format=yuv444p[a]',
  '[s1head]format=yuv444p[b]',
  `[a][b]xfade=transition=${effect}:duration=0.6:offset=-0.033333,format=yuv420p[x1]`,
];

describe(crossingChains.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => ({ dir, remove } = await temporaryDir()));
  afterAll(() => remove());

  it.each(TRANSITIONS)('crosses %s as xfade does on the whole picture', async (effect) => {
    const spec = graphSpec({ transition: { effect, frames: 18 } });
    const ours = await crossed(crossingChains(1, spec), join(dir, `${effect}-ours.yuv`));
    const reference = await crossed(wholePicture(effect), join(dir, `${effect}-reference.yuv`));
    expect(ours.length).toBe(reference.length);
    expect(ours.length).toBe(18 * 320 * 240 * 1.5);
    // The same picture, up to chroma rounding at a moving edge (a wipe's or a slide's).
    expect(meanDifference(ours, reference)).toBeLessThan(1);
  });

  it('would tell a wrong crossing apart', async () => {
    // The check above fails for a transition that is not the one asked for.
    const spec = graphSpec({ transition: { effect: 'wipeleft', frames: 18 } });
    const ours = await crossed(crossingChains(1, spec), join(dir, 'wrong-ours.yuv'));
    const reference = await crossed(wholePicture('wiperight'), join(dir, 'wrong-reference.yuv'));
    expect(meanDifference(ours, reference)).toBeGreaterThan(1);
    expect(largestDifference(ours, reference)).toBeGreaterThan(50);
  });
});

describe('a transition in the joined video', () => {
  let dir: string;
  let remove: () => Promise<void>;
  beforeAll(async () => ({ dir, remove } = await temporaryDir()));
  afterAll(() => remove());

  // Two still scenes of 12 frames crossing over 6: joined frames 6 to 11 are the steps.
  const FRAME = 320 * 240 * 1.5;
  const joined = async (effect: Transition): Promise<Buffer[]> => {
    const spec = graphSpec({
      scenes: [
        { frames: 12, backgroundInput: 0, texts: [] },
        { frames: 12, backgroundInput: 1, texts: [] },
      ],
      transition: { effect, frames: 6 },
    });
    const path = join(dir, `${effect}-joined.yuv`);
    // prettier-ignore
    await runProcess('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=25:d=0.04',
      '-f', 'lavfi', '-i', 'smptebars=s=320x240:r=25:d=0.04',
      '-filter_complex', buildFilterGraph(spec), '-map', VIDEO_LABEL, '-r', '30',
      '-f', 'rawvideo', '-pix_fmt', 'yuv420p', path,
    ]);
    const video = await readFile(path);
    return Array.from({ length: video.length / FRAME }, (_, i) => video.subarray(i * FRAME, (i + 1) * FRAME));
  };

  it.each(['slideup', 'slideleft', 'fade'] as const)(
    'starts %s with the outgoing picture whole, then crosses',
    async (effect) => {
      const frames = await joined(effect);
      expect(frames).toHaveLength(18);
      // ffmpeg 5.1's slides read past the picture on their first step: a band of stray samples.
      expect(largestDifference(frames[6]!, frames[0]!)).toBe(0);
      expect(largestDifference(frames[7]!, frames[0]!)).toBeGreaterThan(20);
      expect(largestDifference(frames[12]!, frames[17]!)).toBe(0);
    },
  );
});
