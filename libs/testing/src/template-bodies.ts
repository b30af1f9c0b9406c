import fc from 'fast-check';

/**
 * Strings a user may put in a template or a product, each with a marker that must never reach
 * a filter graph or a shell: ffmpeg's expansions, its option syntax, paths, quotes, scripts of
 * every direction, control characters.
 */
export const HOSTILE_TEXTS = [
  'Zebraquokka %{localtime} 50% off',
  "Zebraquokka textfile=/etc/passwd:reload=1 it's",
  'Zebraquokka [in]drawtext=text=x[out]; metadata=mode=print:file=/tmp/x',
  'Zebraquokka \\\\ \\: \\, ` $(rm -rf /) | && ;',
  'زيبراكوكا عرض خاص 79,90 ر.س.',
  'זברהקוקה מבצע',
  '斑马短尾矮袋鼠限时优惠斑马短尾矮袋鼠限时优惠',
  'Zebraquokka\u0000\u0007\u202e\ufeff line\nbreak',
  `Zebraquokka ${'very long words without end '.repeat(12)}`,
] as const;

/** What every hostile text carries: search a graph for these and find none. */
export const HOSTILE_MARKERS = ['Zebraquokka', 'زيبراكوكا', 'זברהקוקה', '斑马', 'localtime', 'passwd', 'rm -rf'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside `value`, the root's own children first. */
function pathsOf(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, Json]> = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function parentOf(
  root: Json,
  path: Array<string | number>,
): { parent: Record<string | number, Json>; key: string | number } {
  let parent = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  return { parent, key: path.at(-1)! };
}

type Mutation =
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'nudge'; at: number; by: number }
  | { kind: 'text'; at: number; text: string }
  | { kind: 'copy'; at: number; to: number };

const numbers = fc.oneof(
  fc.integer({ min: -5, max: 5000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, 1, 2, 3, 20, 21, 30, 31, 480, 1920, Number.MAX_SAFE_INTEGER, -0),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      at: fc.nat(),
      value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('nudge' as const), at: fc.nat(), by: numbers }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      at: fc.nat(),
      text: fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ maxLength: 40 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('copy' as const), at: fc.nat(), to: fc.nat() }) },
);

/** Applies a mutation at a path chosen among the body's own (numbers nudged, texts replaced, values copied across). */
function mutate(body: Json, change: Mutation): void {
  const paths = pathsOf(body);
  if (paths.length === 0) return;
  const pick = (kind: 'number' | 'string' | 'any', at: number) => {
    const fitting = paths.filter((path) => {
      const { parent, key } = parentOf(body, path);
      return kind === 'any' || typeof parent[key] === kind;
    });
    return fitting.length === 0 ? undefined : fitting[at % fitting.length];
  };
  const path = pick(change.kind === 'nudge' ? 'number' : change.kind === 'text' ? 'string' : 'any', change.at);
  if (!path) return;
  const { parent, key } = parentOf(body, path);
  if (change.kind === 'set') parent[key] = change.value;
  else if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (change.kind === 'nudge') parent[key] = change.by;
  else if (change.kind === 'text') parent[key] = change.text;
  else {
    const to = paths[change.to % paths.length]!;
    const target = parentOf(body, to);
    target.parent[target.key] = structuredClone(parent[key]) ?? null;
  }
}

/**
 * Template bodies for property tests: `bases` (built-in bodies) changed a few times each
 * (values set, deleted, nudged, texts replaced by hostile ones, parts copied elsewhere), now
 * and then with every text replaced by a hostile one, plus any JSON at all. Most are invalid
 * in one way; many stay valid.
 */
export function templateBodies(bases: readonly object[]): fc.Arbitrary<unknown> {
  const changed = fc
    .tuple(fc.constantFrom(...bases), fc.array(mutation, { maxLength: 4 }), fc.boolean())
    .map(([base, changes, hostile]) => {
      const body = structuredClone(base) as Json;
      if (hostile) replaceTexts(body);
      for (const change of changes) mutate(body, change);
      return body;
    });
  return fc.oneof({ weight: 8, arbitrary: changed }, { weight: 1, arbitrary: fc.jsonValue() });
}

/** Every text's source replaced by a hostile literal (no placeholders) but those of variables, keeping the body valid. */
function replaceTexts(body: Json): void {
  const scenes = ((body as { definition?: { scenes?: Json[] } }).definition?.scenes ?? []) as Array<{
    texts?: Array<Record<string, Json>>;
  }>;
  scenes.forEach((scene, s) =>
    scene.texts?.forEach((text, t) => {
      // A text that shows a variable stays: the variable must show somewhere.
      if (typeof text.text === 'string' && text.text.includes('user_prompt')) return;
      text.text = HOSTILE_TEXTS[(s * 7 + t) % HOSTILE_TEXTS.length]!;
      delete text.short;
    }),
  );
}
