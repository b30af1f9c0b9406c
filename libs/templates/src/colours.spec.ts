import { colourOf, readableOn, resolvePalette, shade } from './colours.js';

describe('colours', () => {
  it('binds a palette entry to a valid user colour, else to its default', () => {
    const entries = { brand: { variable: 'brand_color', default: '#FF5A36' } };
    expect(resolvePalette(entries, { brand_color: '#00aa00' }).brand).toBe('#00AA00');
    expect(resolvePalette(entries, { brand_color: 'red;drawtext=x' }).brand).toBe('#FF5A36');
    expect(resolvePalette(entries, {}).brand).toBe('#FF5A36');
  });

  it('derives readable text colours and shades', () => {
    expect(readableOn('#FFE066')).toBe('#111111');
    expect(readableOn('#1A237E')).toBe('#FFFFFF');
    expect(shade('#808080', -0.5)).toBe('#404040');
    const palette = resolvePalette(
      { bg: '#1A237E', text: { contrast_with: 'bg' }, deep: { shade_of: 'bg', amount: -1 } },
      {},
    );
    expect(palette).toEqual({ bg: '#1A237E', text: '#FFFFFF', deep: '#000000' });
  });

  it('refuses anything but #RRGGBB or a palette name', () => {
    expect(colourOf('#abcdef', {})).toBe('#abcdef');
    expect(() => colourOf('red', {})).toThrow(/neither/);
    expect(() => resolvePalette({ a: { contrast_with: 'a' } }, {})).toThrow(/itself/);
  });
});
