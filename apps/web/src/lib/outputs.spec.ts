import { describe, expect, it } from '@jest/globals';
import { outputsCredits } from '@reelsmith/sdk';
import { ALL_OUTPUTS, toggleOutput } from './outputs.js';

describe(toggleOutput.name, () => {
  it("adds and removes an output, keeping the contract's order", () => {
    const chosen = toggleOutput(toggleOutput([], { format: 'gif' }), { profile: 'reels' });
    expect(chosen).toEqual([{ profile: 'reels' }, { format: 'gif' }]);
    expect(toggleOutput(chosen, { profile: 'reels' })).toEqual([{ format: 'gif' }]);
  });

  it('adds no seventh output', () => {
    const six = ALL_OUTPUTS.slice(0, 6);
    expect(toggleOutput(six, ALL_OUTPUTS[7]!)).toEqual(six);
  });

  it('prices the choice with the credits the SDK ships', () => {
    expect(outputsCredits([{ profile: 'tiktok' }, { profile: 'reels' }, { profile: 'shorts' }])).toBe(6);
  });
});
