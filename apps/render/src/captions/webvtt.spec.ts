import { buildCues, escapeCueText, formatWebVtt, vttTimestamp } from './webvtt.js';

describe(buildCues.name, () => {
  const phrases = [
    { text: 'Aurum Radiance Serum', startSeconds: 0.01, endSeconds: 1.2 },
    { text: 'Only $49', startSeconds: 1.55, endSeconds: 2.4 },
    { text: 'Shop now', startSeconds: 2.75, endSeconds: 3.5 },
  ];

  it('moves each phrase from the voice-over clock onto the video clock, held through short pauses', () => {
    // The pauses between the phrases (0.35 s) are shorter than 0.8 s: each caption stays up to the next.
    expect(buildCues(phrases, 0.4, 12)).toEqual([
      { text: 'Aurum Radiance Serum', startSeconds: expect.closeTo(0.41, 9), endSeconds: expect.closeTo(1.95, 9) },
      { text: 'Only $49', startSeconds: expect.closeTo(1.95, 9), endSeconds: expect.closeTo(3.15, 9) },
      { text: 'Shop now', startSeconds: expect.closeTo(3.15, 9), endSeconds: expect.closeTo(3.9, 9) },
    ]);
  });

  it('ends a caption with its speech before a pause of 0.8 s or more', () => {
    const apart = [
      { text: 'Aurum Radiance Serum', startSeconds: 0, endSeconds: 1.2 },
      { text: 'Only $49', startSeconds: 2.0, endSeconds: 2.8 },
    ];
    expect(buildCues(apart, 0, 12).map((cue) => cue.endSeconds)).toEqual([1.2, 2.8]);
  });

  it('cuts the captions where the video cuts the speech off', () => {
    const cues = buildCues(phrases, 0.4, 3.5);
    expect(cues.map((cue) => cue.text)).toEqual(['Aurum Radiance Serum', 'Only $49', 'Shop now']);
    expect(cues[2]!.endSeconds).toBe(3.5);
    expect(buildCues(phrases, 0.4, 3.1).map((cue) => cue.text)).toEqual(['Aurum Radiance Serum', 'Only $49']);
  });
});

describe(formatWebVtt.name, () => {
  it('writes a WEBVTT header and numbered cues with hh:mm:ss.ttt times', () => {
    expect(
      formatWebVtt([
        { text: 'Aurum Radiance Serum', startSeconds: 0.41, endSeconds: 1.6 },
        { text: 'Nur 19,90 €', startSeconds: 1.9504, endSeconds: 3723.0006 },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.410 --> 00:00:01.600\nAurum Radiance Serum\n\n2\n00:00:01.950 --> 01:02:03.001\nNur 19,90 €\n',
    );
  });

  it('writes an empty file for a voice-over with nothing left to show', () => {
    expect(formatWebVtt([])).toBe('WEBVTT\n');
  });

  it('escapes what would end a cue or start a tag: -->, &, <, blank lines', () => {
    expect(escapeCueText('a --> b & <c.x>d</c>')).toBe('a --&gt; b &amp; &lt;c.x&gt;d&lt;/c&gt;');
    expect(escapeCueText('one\n\ntwo')).toBe('one two');
    const vtt = formatWebVtt([
      { text: 'x -->\n\n00:00:09.000 --> 00:00:10.000\nforged', startSeconds: 1, endSeconds: 2 },
    ]);
    expect(vtt.match(/-->/g)).toHaveLength(1);
    expect(vtt.split('\n\n')).toHaveLength(2);
  });

  it('formats times as WebVTT timestamps, never negative', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(-1)).toBe('00:00:00.000');
    expect(vttTimestamp(59.9996)).toBe('00:01:00.000');
  });
});
