/**
 * C0 control characters other than tab and newline. PostgreSQL refuses U+0000 in text (a
 * 500 if it got that far), and none of them belongs in a name, a URL, an id or a prompt.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b-\u001f]/;

export const hasControlCharacter = (value: string): boolean => FORBIDDEN_CONTROL.test(value);

export type InputProblem =
  { kind: 'control_character'; path: PropertyKey[] } | { kind: 'too_deep'; path: PropertyKey[] };

/**
 * The first string (or object key) holding a forbidden control character, or the first value
 * nested deeper than `maxDepth` levels below `value`. Walks without recursion, so a hostile
 * body of a million brackets costs a loop, not the stack.
 */
export function findInputProblem(value: unknown, maxDepth: number): InputProblem | undefined {
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return { kind: 'control_character', path };
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
      if (typeof key === 'string' && hasControlCharacter(key)) return { kind: 'control_character', path };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
