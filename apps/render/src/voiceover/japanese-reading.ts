import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji from 'kuromoji';

/**
 * Japanese text in kana for espeak-ng, which names every kanji "Chinese letter" in English: the
 * morphological analyser kuromoji (its IPADIC dictionary ships in its npm package, ≈ 18 MB) gives
 * each word its reading. The dictionary loads once per process, on the first Japanese voice-over
 * (≈ 0.5–1 s and ≈ 100 MB; see docs/languages.md), never for other languages.
 */
type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

let tokenizer: Promise<Tokenizer> | undefined;

function loadTokenizer(): Promise<Tokenizer> {
  const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
  return new Promise((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
  );
}

const HAS_KANJI = /\p{Script=Han}/u;

/** The text with each word that has kanji replaced by its reading (katakana); the rest is kept. */
export async function japaneseReading(text: string): Promise<string> {
  if (!HAS_KANJI.test(text)) return text;
  tokenizer ??= loadTokenizer().catch((error: unknown) => {
    tokenizer = undefined;
    throw error;
  });
  const tokens = (await tokenizer).tokenize(text);
  return tokens
    .map((token) => (HAS_KANJI.test(token.surface_form) && token.reading ? token.reading : token.surface_form))
    .join('');
}
