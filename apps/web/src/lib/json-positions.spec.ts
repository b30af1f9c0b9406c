import { describe, expect, it } from '@jest/globals';
import { lineColumnOf, offsetOf, scanJson, spanOf } from './json-positions.js';

describe('scanJson', () => {
  const text = '{\n  "scenes": [\n    { "box": { "width": 10 } },\n    "two"\n  ],\n  "ok": true\n}';

  it('keeps where each value lies by its dotted path', () => {
    const scanned = scanJson(text);
    if (!scanned.ok) throw new Error('not scanned');
    const at = (path: string) => {
      const span = scanned.spans.get(path)!;
      return text.slice(span.start, span.end);
    };
    expect(at('scenes.0.box.width')).toBe('10');
    expect(at('scenes.1')).toBe('"two"');
    expect(at('ok')).toBe('true');
    expect(at('')).toBe(text);
  });

  it('finds the nearest value above a param the text lacks', () => {
    const scanned = scanJson(text);
    if (!scanned.ok) throw new Error('not scanned');
    expect(text.slice(spanOf(scanned.spans, 'scenes.0.box.height')!.start).startsWith('{ "width"')).toBe(true);
    expect(spanOf(scanned.spans, 'palette.brand')).toBeUndefined();
  });

  it('stops where the text is no longer JSON', () => {
    expect(scanJson('{"a": 1,}')).toEqual({ ok: false, errorAt: 8 });
    expect(scanJson('{"a": tru}')).toEqual({ ok: false, errorAt: 6 });
    expect(scanJson('{"a": "b')).toEqual({ ok: false, errorAt: 8 });
    expect(scanJson('[1] 2')).toEqual({ ok: false, errorAt: 4 });
    expect(scanJson('{"a": "\\"}"}').ok).toBe(true);
  });
});

describe('lineColumnOf', () => {
  it('counts from one, and offsetOf goes back', () => {
    expect(offsetOf('ab\ncd', 2, 2)).toBe(4);
    expect(lineColumnOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnOf('', 0)).toEqual({ line: 1, column: 1 });
  });
});
