/**
 * Template texts name what they show with placeholders: `{{product.name}}`,
 * `{{user_prompt.price}}`, `{{phrase.shop_now}}`, and `{{a|b}}` for "a, or b when a is empty".
 * Filling is a single pass, so a user's text that looks like a placeholder stays literal.
 */
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Every reference a text uses, alternatives included, e.g. ['phrase.only', 'user_prompt.price']. */
export function placeholderRefs(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => match[1]!.split('|').map((ref) => ref.trim()));
}

/**
 * Replaces each placeholder with the first non-empty value among its alternatives. Returns null
 * when one resolves to nothing: the element that uses it is left out instead of showing a gap.
 */
export function fillPlaceholders(text: string, lookup: (ref: string) => string | undefined): string | null {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_match, body: string) => {
    for (const ref of body.split('|')) {
      const value = lookup(ref.trim())?.trim();
      if (value) return value;
    }
    missing = true;
    return '';
  });
  return missing || filled.trim() === '' ? null : filled;
}
