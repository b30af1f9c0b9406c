import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as /v1/openapi.json writes it) the generators read. */
export interface Schema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One MiB, the contract's body limit. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Strings that have broken parsers, databases and templates before: NUL and other C0 controls,
 * lone surrogates, byte order marks, right-to-left overrides, combining marks, astral
 * characters, percent escapes, path traversal, SQL and HTML.
 */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u0007\u0008\u001b[31m',
  '\t\r\n',
  '\ud800',
  'x\udfffy',
  '\ufeffname',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\u2060',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '𝕳𝖊𝖑𝖑𝖔',
  '\uffff\ufffe',
  'ＡＢＣ１２３',
  'مرحبا שלום',
  '漢字かなカナ',
  ' ',
  '%00',
  '%ff%fe',
  '../../etc/passwd',
  '..\\..\\windows',
  "' OR '1'='1' --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '${process.env}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  'true',
] as const;

/** Keys that poison naive object handling. */
const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', '', ' ', '\u0000', 'toString', 'hasOwnProperty'];

export function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = components[name];
  if (!target) throw new Error(`Unknown schema ${schema.$ref}`);
  return resolve(target, components);
}

/**
 * A nesting of `depth` arrays or objects around a value (`[[[…]]]`, `{"a":{"a":…}}`), as a
 * marker that `toJsonText` writes out: serialising a value thousands of levels deep would
 * overflow the test's own stack.
 */
export function deeplyNested(depth: number, kind: 'array' | 'object'): Json {
  return `\u0001deep:${kind}:${depth}\u0001`;
}

/** JSON text for a generated value, with the deep markers written out. */
export function toJsonText(value: Json): string {
  return JSON.stringify(value).replace(/"\\u0001deep:(array|object):(\d+)\\u0001"/g, (_match, kind, depth) => {
    const levels = Number(depth);
    return kind === 'array'
      ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
      : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  });
}

const unicodeText = fc.string({ unit: 'binary', maxLength: 40 });
const anyJson: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;

/** A value the schema accepts (mostly: formats are approximated). */
export function validValue(input: Schema, components: Record<string, Schema>): fc.Arbitrary<Json> {
  const schema = resolve(input, components);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Json[]));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, components)));
  switch (schema.type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      if (schema.format === 'uri')
        return fc.constantFrom('https://example.com/mug.png', 'https://images.example.org/a/b.jpg?x=1');
      return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(schema.maxLength ?? 40, minLength + 40) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, components) : anyJson, { maxLength: 5 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, property] of Object.entries(properties)) shape[key] = validValue(property, components);
      const record = fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties)
        return fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 4 });
      return record;
    }
    default:
      return anyJson;
  }
}

/** A value of another JSON type than the schema's. */
function wrongType(schema: Schema): fc.Arbitrary<Json> {
  const byType: Record<string, Json[]> = {
    string: ['', 'x', '1', 'true'],
    number: [0, -1, 1.5, -0.0001, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2],
    boolean: [true, false],
    null: [null],
    array: [[], [1, 'a'], [null]],
    object: [{}, { a: 1 }],
  };
  const own = schema.type === 'integer' ? 'number' : schema.type;
  const others = Object.entries(byType)
    .filter(([type]) => type !== own)
    .flatMap(([, values]) => values);
  return fc.constantFrom(...others);
}

/** Values at and just past the schema's bounds, and far past them. */
function boundaries(schema: Schema): fc.Arbitrary<Json> {
  if (schema.type === 'string') {
    const lengths = [0, schema.minLength, schema.maxLength, (schema.maxLength ?? 255) + 1, 70_000].filter(
      (length): length is number => length !== undefined,
    );
    return fc
      .constantFrom(...lengths)
      .chain((length) =>
        fc
          .constantFrom('a', 'é', '😀', '\u0000')
          .map((unit) => unit.repeat(Math.max(0, Math.ceil(length / unit.length)))),
      );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const around = [schema.minimum, schema.maximum].flatMap((bound) =>
      bound === undefined ? [] : [bound - 1, bound, bound + 1, bound + 0.5],
    );
    return fc.constantFrom(...around, 0, -0, -1, 2 ** 31, 2 ** 53, 2 ** 63, 1e21, 1e308, -1e308, 5e-324);
  }
  if (schema.enum) {
    const words = schema.enum.filter((value): value is string => typeof value === 'string');
    return fc.constantFrom(
      ...words.flatMap((word) => [word.toUpperCase(), ` ${word}`, `${word}\u0000`, `${word}x`]),
      '',
      '*',
    );
  }
  return wrongType(schema);
}

/** Something the schema should refuse, or that stresses whoever reads it. */
export function hostileValue(input: Schema, components: Record<string, Schema>): fc.Arbitrary<Json> {
  const schema = resolve(input, components);
  const options: Array<fc.Arbitrary<Json>> = [
    wrongType(schema),
    boundaries(schema),
    fc.constantFrom(...NASTY_STRINGS),
    unicodeText,
    fc
      .constantFrom(20, 200, 5_000)
      .chain((depth) =>
        fc.constantFrom<'array' | 'object'>('array', 'object').map((kind) => deeplyNested(depth, kind)),
      ),
    fc.constantFrom(...NASTY_KEYS).map((key) => JSON.parse(`{${JSON.stringify(key)}: {"polluted": true}}`) as Json),
  ];
  if (schema.anyOf) options.push(...schema.anyOf.map((option) => hostileValue(option, components)));
  return fc.oneof(...options);
}

/**
 * A request body for `schema`: a valid one with one field made hostile, a field missing or
 * added, or a hostile value in place of the whole body.
 */
export function hostileBody(input: Schema, components: Record<string, Schema>): fc.Arbitrary<Json> {
  const schema = resolve(input, components);
  const valid = validValue(schema, components);
  const properties = Object.entries(schema.properties ?? {});
  const options: Array<fc.Arbitrary<Json>> = [valid, hostileValue(schema, components)];
  if (properties.length > 0) {
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...properties))
        .chain(([body, [key, property]]) =>
          hostileValue(property, components).map((value) => ({ ...(body as object), [key]: value })),
        ),
      fc
        .tuple(valid, fc.constantFrom(...properties.map(([key]) => key)))
        .map(([body, key]) => Object.fromEntries(Object.entries(body as object).filter(([k]) => k !== key)) as Json),
      fc
        .tuple(valid, fc.constantFrom(...NASTY_KEYS, 'unknown_field', 'account_id', 'id'), anyJson)
        .map(([body, key, value]) => JSON.parse(JSON.stringify({ ...(body as object), [key]: value })) as Json),
    );
  }
  return fc.oneof(...options);
}

/** Path and query strings: percent-encoded, or raw escapes no valid text encodes to. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS).map(encodeSegment),
  unicodeText.map(encodeSegment),
  fc.constantFrom(
    '%00',
    '%ED%A0%80', // a surrogate encoded as UTF-8: invalid
    '%C0%AF', // an overlong slash
    '%FF',
    '%',
    '%zz',
    '%2e%2e',
    '..',
    '.',
    '%2F',
    ';',
    'a'.repeat(5_000),
  ),
);

/** encodeURIComponent, but lone surrogates (which it refuses) go as their raw UTF-8-ish bytes. */
export function encodeSegment(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(char);
    })
    .join('');
}
