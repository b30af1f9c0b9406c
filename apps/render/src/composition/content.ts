import { formatPrice, type Price } from '@reelsmith/contracts';
import { isPhraseKey, phrase, type Language } from '@reelsmith/templates';

export interface ProductContent {
  name: string;
  description?: string | null;
  price?: Price | null;
}

/**
 * Resolves a placeholder reference (see placeholders.ts) against one video's inputs. A `price`
 * variable the user_prompt leaves out shows the product's price, written for the language;
 * `product.price_named` is that price with its currency named in words, and nothing when the
 * user_prompt gives a price of its own, so that a video never tells two prices.
 */
export function contentLookup(
  product: ProductContent,
  userPrompt: Record<string, unknown>,
  language: Language,
): (ref: string) => string | undefined {
  const given = (key: string) => {
    const value = Object.hasOwn(userPrompt, key) ? userPrompt[key] : undefined;
    const filled = (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
    return filled ? String(value) : undefined;
  };
  return (ref) => {
    const [scope, key = ''] = ref.split('.', 2) as [string, string?];
    if (scope === 'product' && key === 'name') return product.name;
    if (scope === 'product' && key === 'description') return product.description ?? undefined;
    if (scope === 'product' && key === 'price_named' && product.price && given('price') === undefined)
      return formatPrice(product.price, language, 'name');
    if (scope === 'phrase' && isPhraseKey(key)) return phrase(language, key);
    if (scope === 'user_prompt') {
      const value = given(key);
      if (value !== undefined) return value;
      if (key === 'price' && product.price) return formatPrice(product.price, language);
    }
    return undefined;
  };
}
