import { firstFrameAt } from './frame-time.js';

describe(firstFrameAt.name, () => {
  it.each([
    [0, 0],
    [0.9, 27],
    [0.91, 28],
    [1.2, 36],
    [1 / 30, 1],
  ])('finds frame %d s at 30 fps as frame %d, the first at or after it', (seconds, frame) => {
    expect(firstFrameAt(seconds, 30)).toBe(frame);
  });
});
