import { parseInput } from '../http/validation.js';
import { OutputsController } from './outputs.controller.js';
import { outputKindListSchema } from './outputs.schemas.js';

describe(OutputsController.name, () => {
  const { data } = new OutputsController().list();

  it('lists each profile with its frame and safe area, and each format, with the credits it adds', () => {
    expect(data.map((output) => `${output.kind}:${output.name}:${output.credits}`)).toEqual([
      'profile:tiktok:2',
      'profile:reels:2',
      'profile:shorts:2',
      'profile:youtube:2',
      'profile:meta_feed:2',
      'format:webm:2',
      'format:gif:1',
      'format:hls:3',
    ]);
    // Meta's Reels guidance: clear of the top 14 %, the bottom 35 % and 6 % each side.
    expect(data.find((output) => output.name === 'reels')).toMatchObject({
      width: 1080,
      height: 1920,
      safe_area: { x: 65, y: 269, width: 950, height: 979 },
    });
    expect(data.find((output) => output.name === 'meta_feed')).toMatchObject({ width: 1080, height: 1350 });
    expect(data.find((output) => output.name === 'gif')).toMatchObject({ width: null, safe_area: null });
  });

  it('answers what its documented schema describes', () => {
    expect(parseInput(outputKindListSchema, { data, has_more: false }, 'body').data).toHaveLength(8);
  });
});
