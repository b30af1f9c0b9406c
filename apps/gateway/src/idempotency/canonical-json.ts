/**
 * JSON with every object's keys in code-point order, at every depth: two bodies that mean the
 * same (`{"a":1,"b":2}` and `{"b":2,"a":1}`) read the same, so a retry whose client serialised
 * its keys in another order is the same request. Arrays keep their order, which means something.
 * Bodies reach this after the InputGuard bounded their depth, so the recursion is shallow.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
