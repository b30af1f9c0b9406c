import { isPhraseKey, phrase, type Language } from '@reelsmith/templates';

export interface ProductContent {
  name: string;
  description?: string | null;
}

/** Resolves a placeholder reference (see placeholders.ts) against one video's inputs. */
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
    if (scope === 'user_prompt' && Object.hasOwn(userPrompt, key)) {
      const value = userPrompt[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }
    return undefined;
  };
}
