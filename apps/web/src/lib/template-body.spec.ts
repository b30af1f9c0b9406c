import { describe, expect, it } from '@jest/globals';
import type { TemplateDetail } from '@reelsmith/sdk';
import { bodyFrom, copyBody, copyName, editorText, jsonErrorMessage, parseEditorText } from './template-body.js';

const detail = {
  id: 'tmpl_01JZ6Q8X0000000000000SQRE0',
  owner: 'reelsmith',
  version: 3,
  credits: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  name: 'Bold (square)',
  description: 'A square post.',
  width: 1080,
  height: 1080,
  fps: 30,
  duration_seconds: 8,
  variables: { type: 'object', additionalProperties: false, properties: {} },
  definition: { palette: {}, scenes: [], voiceover: [], thumbnail_at_seconds: 2.5 },
} as unknown as TemplateDetail;

describe('copyBody', () => {
  it("is the GET answer less the service's fields, under the new name", () => {
    expect(copyBody(detail, 'Bold copy')).toEqual({
      name: 'Bold copy',
      description: 'A square post.',
      width: 1080,
      height: 1080,
      fps: 30,
      duration_seconds: 8,
      variables: detail.variables,
      definition: detail.definition,
    });
  });
});

describe('copyName', () => {
  it('adds "copy", and a number while that name is taken', () => {
    expect(copyName('Bold (square)', [])).toBe('Bold (square) copy');
    expect(copyName('Bold (square)', ['Bold (square) copy'])).toBe('Bold (square) copy 2');
    expect(copyName('Bold (square) copy', ['Bold (square) copy', 'Bold (square) copy 2'])).toBe('Bold (square) copy 3');
  });
});

describe('the editor text', () => {
  it('holds the body but the name and description, and makes the same body again', () => {
    const parsed = parseEditorText(editorText(detail));
    expect(parsed.ok && Object.keys(parsed.value)).toEqual([
      'width',
      'height',
      'fps',
      'duration_seconds',
      'variables',
      'definition',
    ]);
    expect(parsed.ok && bodyFrom(parsed.value, detail.name, detail.description)).toEqual(copyBody(detail, detail.name));
  });

  it('tells where invalid JSON breaks, as line and column, in the words of the parser', () => {
    expect(parseEditorText('{\n  "width": 1080,\n  "height": }')).toEqual({
      ok: false,
      message: "Unexpected token '}'.",
      line: 3,
      column: 13,
    });
    expect(parseEditorText('{"a": 1,\n}')).toMatchObject({ ok: false, line: 2, column: 1 });
  });

  it("drops the place from Chromium's and Firefox's messages", () => {
    expect(
      jsonErrorMessage(
        new SyntaxError("Expected ',' or '}' after property value in JSON at position 6 (line 1 column 7)"),
      ),
    ).toBe("Expected ',' or '}' after property value.");
    expect(
      jsonErrorMessage(
        new SyntaxError('JSON.parse: expected double-quoted property name at line 3 column 1 of the JSON data'),
      ),
    ).toBe('Expected double-quoted property name.');
  });

  it('refuses JSON that is not an object', () => {
    expect(parseEditorText('"text"')).toEqual({
      ok: false,
      message: 'The template must be a JSON object: { … }.',
      line: 1,
      column: 1,
    });
  });
});
