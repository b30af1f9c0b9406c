import { join } from 'node:path';
import type { TextElement } from '@reelsmith/templates';
import { temporaryDir } from '../src/test-support/fixtures.js';
import { speechIn } from '@reelsmith/testing';
import { FPS, ProbedVideo } from './frame-probe.js';

const NAME: Partial<TextElement> = {
  name: 'name',
  text: '{{product.name}}',
  box: { x: 20, y: 120, width: 280, height: 80 },
  colour: '#FFFFFF',
  align: 'start',
  enter: { effect: 'fade', at: 0, duration: 0.6 },
  reveal: 'words',
};

/** When the layout of each frame of the first scene shows more of the name, and what it then shows. */
async function stepsSeen(video: ProbedVideo, frames: number) {
  const seen: Array<{ frame: number; text: string }> = [];
  for (let frame = 0; frame < frames; frame++) {
    const text = (await video.element('name', frame))?.text;
    if (text && text !== seen.at(-1)?.text) seen.push({ frame, text });
  }
  return seen;
}

describe('a text revealed word by word', () => {
  let remove: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    ({ dir, remove } = await temporaryDir());
  });
  afterAll(() => remove());

  it('adds a word at a time as the voice says it, and the frames show each word as it comes', async () => {
    const voiced = await ProbedVideo.render(
      join(dir, 'voiced'),
      { texts: [NAME], voiceover: [{ text: '{{product.name}}', scene: 0, priority: 1 }] },
      { productName: 'Ceramic travel mug', userPrompt: { voiceover: true } },
    );
    const seen = await stepsSeen(voiced, 40);
    expect(seen.map((step) => step.text)).toEqual(['Ceramic', 'Ceramic travel', 'Ceramic travel mug']);
    // The first word shows when the voice starts saying it (within a frame or two), the others
    // follow the speech, not the 0.6 s entrance.
    const [speech] = speechIn(voiced.videoPath, 6);
    expect(Math.abs(seen[0]!.frame / FPS - speech!.start)).toBeLessThanOrEqual(0.2);
    expect(seen.at(-1)!.frame / FPS).toBeLessThan(speech!.end);
    expect(seen.at(-1)!.frame - seen[0]!.frame).toBeGreaterThanOrEqual(3);
    // Each step's frame draws further right than the step before, and nothing before the first.
    const before = await voiced.pixels(seen[0]!.frame - 1);
    expect(before.brightest).toBeLessThan(40);
    const rights = await Promise.all(seen.map(async (step) => (await voiced.pixels(step.frame + 2)).right));
    expect(rights[1]!).toBeGreaterThan(rights[0]! + 10);
    expect(rights[2]!).toBeGreaterThan(rights[1]! + 10);
  }, 60_000);

  it('spreads the words over the entrance when no voice says them', async () => {
    const silent = await ProbedVideo.render(
      join(dir, 'silent'),
      { texts: [NAME] },
      { productName: 'Ceramic travel mug' },
    );
    const seen = await stepsSeen(silent, 10);
    expect(seen).toEqual([
      { frame: 0, text: 'Ceramic' },
      { frame: 2, text: 'Ceramic travel' },
      { frame: 4, text: 'Ceramic travel mug' },
    ]);
  }, 60_000);
});
