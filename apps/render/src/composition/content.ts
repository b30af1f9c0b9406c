import { formatPrice, type Price } from '@reelsmith/contracts';
import { isPhraseKey, phrase, type Language } from '@reelsmith/templates';

export interface ProductContent {
  name: string;
  description?: string | null;
  price?: Price | null;
}

/**
 * Resolves a placeholder reference (see placeholders.ts) against one video's inputs. A `price`
 * variable the user_prompt leaves out shows the product's price, written for the language.
 */
export function contentLookup(
  product: ProductContent,
  userPrompt: Record<string, unknown>,
  language: Language,
): (ref: string) => string | undefined {
  return (ref) => {
    const [scope, key = ''] = ref.split('.', 2) as [string, string?];
    if (scope === 'product' && key === 'name') return product.name;
    if (scope === 'product' && key === 'description') return product.description ?? undefined;
    if (scope === 'phrase' && isPhraseKey(key)) return phrase(language, key);
    if (scope === 'user_prompt') {
      const value = Object.hasOwn(userPrompt, key) ? userPrompt[key] : undefined;
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
      if (key === 'price' && product.price) return formatPrice(product.price, language);
    }
    return undefined;
  };
}
