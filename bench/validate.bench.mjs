// `npm run bench:validate`: how long the render takes to answer `render.validate_template` for
// the largest template the format allows in practice: 20 scenes of 30 elements (the product,
// 14 shapes, 15 texts in the built-ins' own styles), in three cases:
//   editing    — the template as an editor sends it after each change (one text's box resized
//                to a width never seen): what the contract's < 50 ms is about;
//   unchanged  — the same template again;
//   novel      — every text box a size never seen (a worst case; the fitting cache is cold).
// In process, as the render handler runs it; the NATS hop through the gateway adds ≈ 0.5 ms.
// Options: --runs <n> (default 200).
import { performance } from 'node:perf_hooks';
import { validateTemplate } from '@reelsmith/render/validation';
import { bodyOfTemplate, loadTemplates } from '@reelsmith/templates';
import { option } from './options.mjs';
import { percentile } from './stats.mjs';

const RUNS = Number(option('runs', 200));
const vertical = (await loadTemplates()).find((template) => template.height > template.width);
const base = bodyOfTemplate(vertical);
const styles = vertical.scenes.flatMap((scene) => scene.texts);

/** The 20 × 30 template; `widthOf(s, i)` gives each text box its width. */
function largeTemplate(widthOf) {
  const body = globalThis.structuredClone(base);
  const [first] = body.definition.scenes;
  body.duration_seconds = 60;
  body.definition.voiceover = [];
  body.definition.thumbnail_at_seconds = 1;
  body.definition.transition = { effect: 'fade', duration_seconds: 0 };
  body.definition.scenes = Array.from({ length: 20 }, (_, s) => ({
    ...globalThis.structuredClone(first),
    duration_seconds: 3,
    shapes: Array.from({ length: 14 }, (_, i) => ({
      kind: i % 2 ? 'circle' : 'rect',
      box: { x: 40 * i, y: 1650, width: 30, height: 30 },
      colour: '#FFFFFF',
      opacity: 0.5,
    })),
    texts: Array.from({ length: 15 }, (_, i) => {
      const text = globalThis.structuredClone(styles[i % styles.length]);
      delete text.captions_box;
      text.name = `text_${i}`;
      text.box = { ...text.box, x: 60, y: 300 + 10 * i, width: widthOf(s, i, text.box.width) };
      text.enter = { effect: 'fade', at: 0.1, duration: 0.5 };
      return text;
    }),
  }));
  return body;
}

function time(makeBody) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const body = makeBody(run);
    const started = performance.now();
    const result = validateTemplate(body);
    times.push(performance.now() - started);
    if (!result.valid) throw new Error(`the bench template is invalid: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
  return times.sort((a, b) => a - b);
}

const report = (name, times) =>
  console.log(
    `${name.padEnd(10)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${times.at(-1).toFixed(1)} ms  (${times.length} runs)`,
  );

const same = largeTemplate((_, __, width) => Math.min(width, 900));
validateTemplate(same); // fonts registered, code warm
console.log('20 scenes × 30 elements (15 texts, 14 shapes, the product), 33 languages');
report(
  'editing',
  time((run) => {
    const body = globalThis.structuredClone(same);
    body.definition.scenes[run % 20].texts[run % 15].box.width = 300 + ((run * 7) % 600);
    return body;
  }),
);
report(
  'unchanged',
  time(() => same),
);
let novel = 0;
report(
  'novel',
  time(() => largeTemplate(() => 300 + ((novel++ * 0.37) % 600))),
);
