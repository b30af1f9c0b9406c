import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import onnxProto, { type onnx as Onnx } from 'onnx-proto';

// A CommonJS package: its namespace comes as the default export.
const { onnx } = onnxProto;

/** What the tiny voice says instead of speech: a tone, `SAMPLES_PER_TOKEN` samples per token at 1×. */
export const TINY_VOICE = { sampleRate: 16_000, toneHz: 440, samplesPerToken: 400, amplitude: 0.3 };

/**
 * The IPA symbols espeak-ng writes for English, plus Piper's pad (`_`), start (`^`), end (`$`)
 * and space: a Piper voice's tokens.txt maps each to an input id, one per line.
 */
const SYMBOLS = ['_', '^', '$', ' ', ...'!,.?abdefhijklmnoprstuvwzæðŋɐɑɔəɚɛɜɡɪɹɾʃʊʌʒʔˈˌːᵻθ'];

const tensor = (name: string, type: Onnx.TensorProto.DataType, values: number[], dims: number[] = []) =>
  onnx.TensorProto.create({
    name,
    dataType: type,
    dims,
    ...(type === onnx.TensorProto.DataType.FLOAT ? { floatData: values } : { int64Data: values }),
  });

const input = (name: string, type: Onnx.TensorProto.DataType, dims: Array<number | string>) =>
  onnx.ValueInfoProto.create({
    name,
    type: {
      tensorType: {
        elemType: type,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  });

const node = (opType: string, inputs: string[], output: string, attribute: Onnx.IAttributeProto[] = []) =>
  onnx.NodeProto.create({ opType, input: inputs, output: [output], name: output, attribute });

/** How long the tone lasts: N tokens × samplesPerToken, stretched by a length scale or sped up. */
function toneNodes(tokens: string, timing: { scale: string } | { speed: string }) {
  const { FLOAT } = onnx.TensorProto.DataType;
  return [
    node('Shape', [tokens], 'shape'),
    node('Gather', ['shape', 'one_index'], 'token_count'),
    node('Cast', ['token_count'], 'token_count_float', [
      { name: 'to', type: onnx.AttributeProto.AttributeType.INT, i: FLOAT },
    ]),
    node('Mul', ['token_count_float', 'samples_per_token'], 'samples_at_1x'),
    'scale' in timing
      ? node('Mul', ['samples_at_1x', timing.scale], 'sample_count_exact')
      : node('Div', ['samples_at_1x', timing.speed], 'sample_count_exact'),
    node('Floor', ['sample_count_exact'], 'sample_count'),
    node('Range', ['zero', 'sample_count', 'step'], 'sample_index'),
    node('Mul', ['sample_index', 'radians_per_sample'], 'phase'),
    node('Sin', ['phase'], 'wave'),
    node('Mul', ['wave', 'amplitude'], 'output'),
  ];
}

function toneConstants() {
  const { FLOAT, INT64 } = onnx.TensorProto.DataType;
  const { sampleRate, toneHz, samplesPerToken, amplitude } = TINY_VOICE;
  return [
    tensor('one_index', INT64, [1]),
    tensor('samples_per_token', FLOAT, [samplesPerToken]),
    tensor('zero', FLOAT, [0]),
    tensor('step', FLOAT, [1]),
    tensor('radians_per_sample', FLOAT, [(2 * Math.PI * toneHz) / sampleRate]),
    tensor('amplitude', FLOAT, [amplitude]),
  ];
}

function encodedModel(graph: Onnx.GraphProto, metadata: Record<string, string>): Uint8Array {
  const model = onnx.ModelProto.create({
    irVersion: 7,
    opsetImport: [{ domain: '', version: 13 }],
    producerName: 'reelsmith-tests',
    graph,
    metadataProps: Object.entries(metadata).map(([key, value]) => ({ key, value })),
  });
  return onnx.ModelProto.encode(model).finish();
}

/**
 * An ONNX model shaped like a Piper voice as sherpa-onnx reads one (offline-tts-vits-model.cc):
 * inputs `input` (token ids, 1×N), `input_lengths` and `scales` (noise, length, noise_w), one
 * float output, and the metadata `comment: piper`, `sample_rate`, `n_speakers`, `language`,
 * `voice`. Instead of a network it computes a tone lasting N × samplesPerToken × length scale
 * samples, so a test can tell that the text and the rate reached it.
 */
export function tinyPiperModel(): Uint8Array {
  const { FLOAT, INT64 } = onnx.TensorProto.DataType;
  const graph = onnx.GraphProto.create({
    name: 'tiny-piper-voice',
    input: [input('input', INT64, [1, 'tokens']), input('input_lengths', INT64, [1]), input('scales', FLOAT, [3])],
    output: [input('output', FLOAT, ['samples'])],
    initializer: toneConstants(),
    node: [node('Gather', ['scales', 'one_index'], 'length_scale'), ...toneNodes('input', { scale: 'length_scale' })],
  });
  return encodedModel(graph, {
    model_type: 'vits',
    comment: 'piper',
    language: 'English',
    voice: 'en-us',
    sample_rate: String(TINY_VOICE.sampleRate),
    n_speakers: '1',
    add_blank: '1',
  });
}

/** A Kokoro voice's style vectors: one per token count up to this, per speaker (voices.bin). */
const KOKORO_STYLE = { maxTokens: 512, dim: 4 };

/**
 * An ONNX model shaped like a Kokoro voice as sherpa-onnx reads one (offline-tts-kokoro-model.cc):
 * inputs token ids (1×N), a style vector (1×dim) and the speed, one float output, and the
 * metadata `sample_rate`, `n_speakers`, `has_espeak`, `style_dim` and `voice`; the tone it says
 * lasts N × samplesPerToken ÷ speed samples.
 */
export function tinyKokoroModel(): Uint8Array {
  const { FLOAT, INT64 } = onnx.TensorProto.DataType;
  const graph = onnx.GraphProto.create({
    name: 'tiny-kokoro-voice',
    input: [
      input('tokens', INT64, [1, 'tokens']),
      input('style', FLOAT, [1, KOKORO_STYLE.dim]),
      input('speed', FLOAT, [1]),
    ],
    output: [input('output', FLOAT, ['samples'])],
    initializer: toneConstants(),
    node: toneNodes('tokens', { speed: 'speed' }),
  });
  return encodedModel(graph, {
    model_type: 'kokoro',
    language: 'English',
    voice: 'en-us',
    version: '1',
    has_espeak: '1',
    sample_rate: String(TINY_VOICE.sampleRate),
    n_speakers: '1',
    style_dim: `${KOKORO_STYLE.maxTokens},1,${KOKORO_STYLE.dim}`,
  });
}

/**
 * Writes a tiny voice as an operator would mount a Piper or a Kokoro voice under
 * VOICE_MODELS_DIR: `<dir>/<id>/model.onnx`, `tokens.txt`, `voice.json` and, for Kokoro, its
 * style vectors `voices.bin`; the espeak-ng data is Debian's.
 */
export async function writeTinyVoice(
  modelsDir: string,
  id: string,
  kind: 'piper' | 'kokoro' = 'piper',
): Promise<string> {
  const dir = join(modelsDir, id);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'model.onnx'), kind === 'piper' ? tinyPiperModel() : tinyKokoroModel());
  if (kind === 'kokoro') {
    const styles = new Float32Array(KOKORO_STYLE.maxTokens * KOKORO_STYLE.dim).fill(0.1);
    await writeFile(join(dir, 'voices.bin'), new Uint8Array(styles.buffer));
  }
  await writeFile(join(dir, 'tokens.txt'), SYMBOLS.map((symbol, i) => `${symbol} ${i}\n`).join(''));
  await writeFile(
    join(dir, 'voice.json'),
    JSON.stringify({
      language: 'en',
      name: kind === 'piper' ? 'Tiny test tone' : 'Tiny Kokoro tone',
      gender: 'female',
      quality: 'poor',
      sample_rate: TINY_VOICE.sampleRate,
    }),
  );
  return dir;
}
