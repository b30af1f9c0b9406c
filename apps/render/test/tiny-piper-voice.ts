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

/**
 * An ONNX model shaped like a Piper voice as sherpa-onnx reads one (offline-tts-vits-model.cc):
 * inputs `input` (token ids, 1×N), `input_lengths` and `scales` (noise, length, noise_w), one
 * float output, and the metadata `comment: piper`, `sample_rate`, `n_speakers`, `language`,
 * `voice`. Instead of a network it computes a tone lasting N × samplesPerToken × length scale
 * samples, so a test can tell that the text and the rate reached it.
 */
export function tinyPiperModel(): Uint8Array {
  const { FLOAT, INT64 } = onnx.TensorProto.DataType;
  const { sampleRate, toneHz, samplesPerToken, amplitude } = TINY_VOICE;
  const graph = onnx.GraphProto.create({
    name: 'tiny-piper-voice',
    input: [input('input', INT64, [1, 'tokens']), input('input_lengths', INT64, [1]), input('scales', FLOAT, [3])],
    output: [input('output', FLOAT, ['samples'])],
    initializer: [
      tensor('one_index', INT64, [1]),
      tensor('samples_per_token', FLOAT, [samplesPerToken]),
      tensor('zero', FLOAT, [0]),
      tensor('step', FLOAT, [1]),
      tensor('radians_per_sample', FLOAT, [(2 * Math.PI * toneHz) / sampleRate]),
      tensor('amplitude', FLOAT, [amplitude]),
    ],
    node: [
      node('Shape', ['input'], 'shape'),
      node('Gather', ['shape', 'one_index'], 'token_count'),
      node('Cast', ['token_count'], 'token_count_float', [
        { name: 'to', type: onnx.AttributeProto.AttributeType.INT, i: FLOAT },
      ]),
      node('Gather', ['scales', 'one_index'], 'length_scale'),
      node('Mul', ['token_count_float', 'samples_per_token'], 'samples_at_1x'),
      node('Mul', ['samples_at_1x', 'length_scale'], 'sample_count'),
      node('Range', ['zero', 'sample_count', 'step'], 'sample_index'),
      node('Mul', ['sample_index', 'radians_per_sample'], 'phase'),
      node('Sin', ['phase'], 'wave'),
      node('Mul', ['wave', 'amplitude'], 'output'),
    ],
  });
  const metadata: Record<string, string> = {
    model_type: 'vits',
    comment: 'piper',
    language: 'English',
    voice: 'en-us',
    sample_rate: String(sampleRate),
    n_speakers: '1',
    add_blank: '1',
  };
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
 * Writes the tiny voice as an operator would mount a Piper voice under VOICE_MODELS_DIR:
 * `<dir>/<id>/model.onnx`, `tokens.txt` and `voice.json`; the espeak-ng data is Debian's.
 */
export async function writeTinyPiperVoice(modelsDir: string, id: string): Promise<string> {
  const dir = join(modelsDir, id);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'model.onnx'), tinyPiperModel());
  await writeFile(join(dir, 'tokens.txt'), SYMBOLS.map((symbol, i) => `${symbol} ${i}\n`).join(''));
  await writeFile(
    join(dir, 'voice.json'),
    JSON.stringify({
      language: 'en',
      name: 'Tiny test tone',
      gender: 'female',
      quality: 'poor',
      sample_rate: TINY_VOICE.sampleRate,
    }),
  );
  return dir;
}
