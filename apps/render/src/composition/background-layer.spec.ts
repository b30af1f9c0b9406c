import type { Scene } from '@reelsmith/templates';
import { drawBackground, isPlainBackground } from './background-layer.js';

const scene = (overrides: Partial<Scene> = {}): Scene => ({
  duration_seconds: 4,
  background: { colour: 'paper' },
  texts: [],
  ...overrides,
});

describe(isPlainBackground.name, () => {
  it('is true for one colour and nothing else', () => {
    expect(isPlainBackground(scene())).toBe(true);
  });

  it.each([
    ['a gradient', { background: { gradient: { from: 'paper', to: 'ink', angle: 90 } } }],
    ['a shape', { shapes: [{ kind: 'rect', box: { x: 0, y: 0, width: 24, height: 24 }, colour: 'ink' }] }],
    [
      "the product's shadow",
      { product: { box: { x: 0, y: 0, width: 10, height: 10 }, fit: 'contain', backdrop: 'paper', shadow: true } },
    ],
  ])('is false with %s', (_, overrides) => {
    expect(isPlainBackground(scene(overrides as Partial<Scene>))).toBe(false);
  });
});

describe(drawBackground.name, () => {
  it('draws a plain background at any size in its one colour', () => {
    const { data, width, height } = drawBackground(scene(), { paper: '#F4F1EA' }, 2, 2);
    expect({ width, height }).toEqual({ width: 2, height: 2 });
    expect([...data]).toEqual([
      0xf4, 0xf1, 0xea, 255, 0xf4, 0xf1, 0xea, 255, 0xf4, 0xf1, 0xea, 255, 0xf4, 0xf1, 0xea, 255,
    ]);
  });
});
