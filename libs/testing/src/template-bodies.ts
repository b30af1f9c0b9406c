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

/** Motion put on one element: an exit, keys (times as shares of its scene) and, for a text, a reveal. */
interface MotionChange {
  scene: number;
  element: number;
  kind: 'texts' | 'shapes' | 'product';
  exit?: { effect: string; at: number; duration: number };
  keys: Array<{ property: string; at: number; value: number; easing: string }>;
  reveal: boolean;
}

const share = fc.double({ min: 0, max: 1, noNaN: true });
const motionChange: fc.Arbitrary<MotionChange> = fc.record({
  scene: fc.nat(),
  element: fc.nat(),
  kind: fc.constantFrom('texts' as const, 'shapes' as const, 'product' as const),
  exit: fc.option(
    fc.record({
      effect: fc.constantFrom('fade', 'slide_up', 'slide_down', 'slide_left', 'slide_right'),
      at: share,
      duration: share,
    }),
    { nil: undefined },
  ),
  keys: fc.array(
    fc.record({
      property: fc.constantFrom('x', 'y', 'scale', 'rotation', 'opacity'),
      at: share,
      value: share,
      easing: fc.constantFrom('linear', 'ease_in', 'ease_out', 'ease_in_out'),
    }),
    { maxLength: 6 },
  ),
  reveal: fc.boolean(),
});

const KEY_RANGES: Record<string, [number, number]> = {
  x: [-300, 300],
  y: [-300, 300],
  scale: [0.3, 2],
  rotation: [-180, 180],
  opacity: [0, 1],
};

/**
 * Puts an exit, keys or a reveal on one element of a body, in the format's ranges: the exit
 * after the entrance and inside the scene, keys in time order. A reveal replaces motion.
 */
function addMotion(body: Json, change: MotionChange): void {
  const scenes = ((body as { definition?: { scenes?: Json[] } }).definition?.scenes ?? []) as Array<
    Record<string, Json>
  >;
  const scene = scenes[change.scene % Math.max(1, scenes.length)];
  if (!scene) return;
  const seconds = Number(scene.duration_seconds) || 1;
  const list = change.kind === 'product' ? [scene.product] : ((scene[change.kind] as Json[] | undefined) ?? []);
  const element = list[change.element % Math.max(1, list.length)] as Record<string, Json> | null | undefined;
  if (!element || typeof element !== 'object') return;
  if (change.kind === 'texts' && change.reveal) {
    element.reveal = 'words';
    delete element.exit;
    delete element.animate;
    return;
  }
  const enter = element.enter as { at: number; duration: number } | undefined;
  const entered = enter ? enter.at + enter.duration : 0;
  if (change.exit && entered < seconds) {
    const at = entered + (seconds - entered) * change.exit.at * 0.9;
    element.exit = { effect: change.exit.effect, at, duration: Math.max(0.05, (seconds - at) * change.exit.duration) };
    if ((element.exit as { duration: number }).duration > seconds - at) delete element.exit;
  }
  const keys = [...change.keys].sort((a, b) => a.at - b.at);
  if (keys.length > 0) {
    const animate: Record<string, Json[]> = {};
    for (const key of keys) {
      const [low, high] = KEY_RANGES[key.property]!;
      (animate[key.property] ??= []).push({
        at: key.at * seconds,
        value: low + (high - low) * key.value,
        easing: key.easing,
      });
    }
    element.animate = animate;
  }
}

/**
 * Template bodies for property tests: `bases` (built-in bodies) with motion put on a few
 * elements (exits, keys, reveals) and changed a few times each (values set, deleted, nudged,
 * texts replaced by hostile ones, parts copied elsewhere), now and then with every text
 * replaced by a hostile one, plus any JSON at all. Most are invalid in one way; many stay valid.
 */
export function templateBodies(bases: readonly object[]): fc.Arbitrary<unknown> {
  const changed = fc
    .tuple(
      fc.constantFrom(...bases),
      fc.array(motionChange, { maxLength: 3 }),
      fc.array(mutation, { maxLength: 4 }),
      fc.boolean(),
    )
    .map(([base, motions, changes, hostile]) => {
      const body = structuredClone(base) as Json;
      if (hostile) replaceTexts(body);
      for (const motion of motions) addMotion(body, motion);
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
