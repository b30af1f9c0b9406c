/**
 * C0 control characters other than tab and newline. PostgreSQL refuses U+0000 in text (a
 * 500 if it got that far), and none of them belongs in a name, a URL, an id or a prompt.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b-\u001f]/;

export const hasControlCharacter = (value: string): boolean => FORBIDDEN_CONTROL.test(value);

/** With the `u` flag a surrogate pair reads as one code point, so only a lone half matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export type InputProblem = { kind: 'control_character' | 'ill_formed' | 'too_deep'; path: PropertyKey[] };

/**
 * What is wrong with one text: a forbidden control character, or a lone UTF-16 surrogate
 * (`"\ud800"` is valid JSON but no character; PostgreSQL refuses it in jsonb and UTF-8 text).
 */
function textProblem(value: string): 'control_character' | 'ill_formed' | undefined {
  if (hasControlCharacter(value)) return 'control_character';
  return LONE_SURROGATE.test(value) ? 'ill_formed' : undefined;
}

/**
 * The first string (or object key) holding a forbidden control character or a lone surrogate,
 * or the first value nested deeper than `maxDepth` levels below `value`. Walks without
 * recursion, so a hostile body of a million brackets costs a loop, not the stack.
 */
export function findInputProblem(value: unknown, maxDepth: number): InputProblem | undefined {
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const kind = textProblem(current);
      if (kind) return { kind, path };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) return { kind: 'too_deep', path };
    const entries = Array.isArray(current)
      ? current.map((item, index) => [index, item] as const)
      : Object.entries(current);
    // Reversed onto the stack, so the first offending field in document order is reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const kind = typeof key === 'string' ? textProblem(key) : undefined;
      if (kind) return { kind, path };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * The first query field whose percent-encoding is not UTF-8 (`%ED%A0%80` would be a lone
 * surrogate), by name. Fastify's parser leaves such a value undecoded, `%`s and all, so it
 * would reach a service as some other text than the client meant: it is refused instead.
 */
export function findUndecodableQueryField(url: string): string | undefined {
  const query = url.indexOf('?') === -1 ? '' : url.slice(url.indexOf('?') + 1);
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => part.replaceAll('+', ' '));
    const decodedName = decodeOrUndefined(name);
    if (decodedName === undefined) return 'query';
    if (decodeOrUndefined(value) === undefined) return decodedName;
  }
  return undefined;
}

function decodeOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // URIError: not UTF-8 once percent-decoded
  }
}
