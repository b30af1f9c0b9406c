import { fillPlaceholders, placeholderRefs } from './placeholders.js';

describe('placeholders', () => {
  const values: Record<string, string> = { 'product.name': 'Aurum', 'phrase.only': 'Only', 'user_prompt.price': '$49' };
  const lookup = (ref: string) => values[ref];

  it('lists every reference, alternatives included', () => {
    expect(placeholderRefs('{{phrase.only}} {{ user_prompt.price | phrase.shop_now }}')).toEqual([
      'phrase.only',
      'user_prompt.price',
      'phrase.shop_now',
    ]);
  });

  it('fills placeholders and takes the first non-empty alternative', () => {
    expect(fillPlaceholders('{{phrase.only}} {{user_prompt.price}}', lookup)).toBe('Only $49');
    expect(fillPlaceholders('{{user_prompt.headline|product.name}}', lookup)).toBe('Aurum');
  });

  it('returns null when a placeholder has no value, so the element is left out', () => {
    expect(fillPlaceholders('{{phrase.only}} {{user_prompt.missing}}', lookup)).toBeNull();
  });

  it('leaves user text that looks like a placeholder as it is', () => {
    expect(fillPlaceholders('{{product.name}}', () => '{{user_prompt.price}} %{localtime}')).toBe(
      '{{user_prompt.price}} %{localtime}',
    );
  });
});
