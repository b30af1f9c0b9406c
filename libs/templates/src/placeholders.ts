/**
 * Template texts name what they show with placeholders: `{{product.name}}`,
 * `{{user_prompt.price}}`, `{{phrase.shop_now}}`, `{{a|b}}` for "a, or b when a is empty", and
 * `{{product.name:clause}}` for the value's first clause (up to a comma, dash, colon or
 * parenthesis). Filling is a single pass, so a user's text that looks like a placeholder stays
 * literal.
 */
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The filters a reference may end with, after a colon. */
export const PLACEHOLDER_FILTERS = ['clause'] as const;
export type PlaceholderFilter = (typeof PLACEHOLDER_FILTERS)[number];

// Where a clause ends: a comma, semicolon or colon before a space, a dash between spaces, an
// opening parenthesis, and their CJK forms.
const CLAUSE_END = /[,;:،؛]\s|\s[-–—]\s|\s?[(（]|[、，；：]/u;

/** The text up to its first clause boundary, or all of it when it has none. */
export function firstClause(value: string): string {
  const end = value.search(CLAUSE_END);
  const clause = end > 0 ? value.slice(0, end).trim() : value;
  return clause === '' ? value : clause;
}

interface Reference {
  ref: string;
  filter?: string;
}

function parseReference(body: string): Reference {
  const [ref = '', filter] = body.split(':', 2).map((part) => part.trim());
  return { ref, filter };
}

/** Every reference a text uses, alternatives included, e.g. ['phrase.only', 'user_prompt.price']. */
export function placeholderRefs(text: string): string[] {
  return placeholderReferences(text).map(({ ref }) => ref);
}

/** Every reference a text uses with its filter, if any. */
export function placeholderReferences(text: string): Reference[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((match) => match[1]!.split('|').map(parseReference));
}

const applyFilter = (value: string, filter: string | undefined) => (filter === 'clause' ? firstClause(value) : value);

/**
 * Replaces each placeholder with the first non-empty value among its alternatives. Returns null
 * when one resolves to nothing: the element that uses it is left out instead of showing a gap.
 */
export function fillPlaceholders(text: string, lookup: (ref: string) => string | undefined): string | null {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_match, body: string) => {
    for (const { ref, filter } of body.split('|').map(parseReference)) {
      const value = lookup(ref)?.trim();
      if (value) return applyFilter(value, filter);
    }
    missing = true;
    return '';
  });
  return missing || filled.trim() === '' ? null : filled;
}
