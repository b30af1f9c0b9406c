import { timelineOf } from './timeline.js';

const scene = (duration_seconds: number) => ({ duration_seconds, background: { colour: '#000000' }, texts: [] });

describe(timelineOf.name, () => {
  it('gives the video exactly fps × duration frames, the last scene absorbing rounding', () => {
    const timeline = timelineOf({
      fps: 30,
      duration_seconds: 2,
      scenes: [scene(1.1), scene(1.0333)],
      transition: { effect: 'fade', duration_seconds: 0.1333 },
    });
    expect(timeline).toEqual({ sceneFrames: [33, 31], transitionFrames: 4, totalFrames: 60 });
    const shown = timeline.sceneFrames.reduce((a, b) => a + b) - timeline.transitionFrames;
    expect(shown).toBe(60);
  });

  it('refuses a scene too short for its transitions', () => {
    expect(() =>
      timelineOf({
        fps: 30,
        duration_seconds: 6,
        scenes: [scene(6.5), scene(0.5)],
        transition: { effect: 'fade', duration_seconds: 1 },
      }),
    ).toThrow(/too few/);
  });
});
