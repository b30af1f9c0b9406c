import { describe, expect, it } from '@jest/globals';
import { contentTypeOf, describeAsset } from './asset-files.js';

describe('contentTypeOf', () => {
  it("takes the browser's type, under its other names too", () => {
    expect(contentTypeOf({ name: 'logo.png', type: 'image/png' })).toBe('image/png');
    expect(contentTypeOf({ name: 'jingle.wav', type: 'audio/x-wav' })).toBe('audio/wav');
  });

  it('falls back on the extension when the browser gives no type the API takes', () => {
    expect(contentTypeOf({ name: 'Brand-Bold.TTF', type: '' })).toBe('font/ttf');
    expect(contentTypeOf({ name: 'voice.m4a', type: 'application/octet-stream' })).toBe('audio/mp4');
    expect(contentTypeOf({ name: 'notes.pdf', type: 'application/pdf' })).toBeUndefined();
  });
});

describe('describeAsset', () => {
  const common = { id: 'asset_1', name: null, created_at: '2026-01-01T00:00:00Z', bytes: 12_345 };

  it('tells what the service measured, by kind', () => {
    expect(describeAsset({ ...common, kind: 'image', content_type: 'image/png', width: 640, height: 480 })).toBe(
      '640 × 480 px · PNG · 12.3 kB',
    );
    expect(
      describeAsset({
        ...common,
        kind: 'font',
        content_type: 'font/ttf',
        family: 'Noto Sans',
        style: 'Bold',
        scripts: ['Latin', 'Cyrillic'],
      }),
    ).toBe('Noto Sans Bold · Latin, Cyrillic · TTF · 12.3 kB');
    expect(describeAsset({ ...common, kind: 'audio', content_type: 'audio/mpeg', duration_seconds: 83.4 })).toBe(
      '1:23 · MP3 · 12.3 kB',
    );
  });
});
