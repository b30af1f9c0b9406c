/** Where a value lies in a JSON text: offsets of its first and past its last character. */
export interface Span {
  start: number;
  end: number;
}

export type Scanned = { ok: true; spans: Map<string, Span> } | { ok: false; errorAt: number };

class Stop extends Error {
  constructor(readonly at: number) {
    super(`not JSON from offset ${at}`);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Reads a JSON text like `JSON.parse`, keeping where each value lies by its dotted path
 * (`definition.scenes.0.texts`, the root is ``), or the offset where the text stops being JSON.
 * The browsers' parsers do not all say where (V8's "Unexpected token" gives no position).
 */
export function scanJson(text: string): Scanned {
  const spans = new Map<string, Span>();
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const expect = (char: string) => {
    space();
    if (text[i] !== char) fail();
    i += 1;
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const char = text[i]!;
      if (char === '"') return void (i += 1);
      if (char < ' ') fail();
      i += char === '\\' ? 2 : 1;
    }
    fail();
  };
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

  const value = (path: string): void => {
    space();
    const start = i;
    const char = text[i];
    if (char === '{')
      members('}', () => {
        space();
        if (text[i] !== '"') fail();
        const keyStart = i;
        string();
        const key = JSON.parse(text.slice(keyStart, i)) as string;
        expect(':');
        value(join(path, key));
      });
    else if (char === '[') {
      let index = 0;
      members(']', () => value(join(path, index++)));
    } else if (char === '"') string();
    else if (char !== undefined && /[-\d]/.test(char)) {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) fail();
      i = NUMBER.lastIndex;
    } else {
      const word = ['true', 'false', 'null'].find((literal) => text.startsWith(literal, i));
      if (word === undefined) fail();
      i += word!.length;
    }
    spans.set(path, { start, end: i });
  };
  const members = (close: string, member: () => void) => {
    i += 1;
    space();
    if (text[i] === close) return void (i += 1);
    for (;;) {
      member();
      space();
      if (text[i] === ',') i += 1;
      else if (text[i] === close) return void (i += 1);
      else fail();
    }
  };

  try {
    value('');
    space();
    if (i < text.length) fail();
    return { ok: true, spans };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, errorAt: error.at };
    throw error;
  }
}

/** The span of `param` in the text, or of the nearest value above it that the text has. */
export function spanOf(spans: ReadonlyMap<string, Span>, param: string): Span | undefined {
  for (let path = param; ; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    const span = spans.get(path);
    if (span || path === '') return path === '' ? undefined : span;
  }
}

/** 1-based line and column of an offset. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The offset of a 1-based line and column. */
export function offsetOf(text: string, line: number, column: number): number {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((sum, item) => sum + item.length + 1, 0) + column - 1;
}
