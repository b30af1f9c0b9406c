import { describe, expect, it } from '@jest/globals';
import { aspectOf, describeFormat, formatBytes, formatCreditChange, formatCredits, formatSeconds } from './format.js';

describe('format', () => {
  it('names a template size by its shape and aspect', () => {
    expect(aspectOf(1080, 1920)).toBe('9:16');
    expect(describeFormat(1920, 1080)).toBe('Landscape 16:9');
    expect(describeFormat(1080, 1080)).toBe('Square 1:1');
  });

  it('writes credits with their unit, and signed changes with a true minus', () => {
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(3)).toBe('3 credits');
    expect(formatCreditChange(250)).toBe('+250 credits');
    expect(formatCreditChange(-3)).toBe('\u22123 credits');
  });

  it('writes sizes in decimal units and lengths in seconds or minutes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_345)).toBe('12.3 kB');
    expect(formatBytes(20_000_000)).toBe('20 MB');
    expect(formatSeconds(4.5)).toBe('4.5 s');
    expect(formatSeconds(83.4)).toBe('1:23');
  });
});
