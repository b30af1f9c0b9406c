import type { GraphSpec } from '../composition/filter-graph.js';

/** A two-scene video's graph spec (198 + 186 frames crossing over 24), with `overrides`. */
export const graphSpec = (overrides: Partial<GraphSpec> = {}): GraphSpec => ({
  fps: 30,
  scenes: [
    {
      frames: 198,
      backgroundInput: 0,
      product: { input: 1, x: 140, y: 330, width: 800, height: 800, zoomFrom: 1, zoomTo: 1.14 },
      texts: [{ input: 2, x: 72, y: 182, effect: 'slide_up', at: 0.5, duration: 0.7, distance: 54 }],
    },
    {
      frames: 186,
      backgroundInput: 3,
      texts: [{ input: 4, x: 10, y: 20, effect: 'fade', at: 0.4, duration: 0.6, distance: 54 }],
    },
  ],
  transition: { effect: 'slideup', frames: 24 },
  thumbnail: { frame: 90, width: 540, height: 960 },
  ...overrides,
});
