import { movingPictureChains } from './motion-chains.js';
import { motionTrack } from './motion-track.js';
import { repeated, type FrameWindow } from './graph-numbers.js';

const word = {
  box: { x: 100, y: 100, width: 200, height: 80 },
  enter: { effect: 'fade' as const, at: 0, duration: 0.5 },
  exit: { effect: 'fade' as const, at: 2, duration: 0.5 },
  animate: {
    x: [
      { at: 1, value: 0 },
      { at: 2, value: 50 },
    ],
    rotation: [{ at: 0, value: 10 }],
  },
};
const picture = { x: 110, y: 120, width: 120, height: 40 };
const track = motionTrack(word, picture, 40, 10, 20);
const source = (window: FrameWindow, once: string[]) => repeated(3, 'yuva420p', window, 10, undefined, once);

describe(movingPictureChains.name, () => {
  it('samples the picture on every frame from its entrance to the end of its exit, in runs of one look', () => {
    expect(track.first).toBe(0);
    const frames = track.runs.flatMap((run) => run.frames);
    expect(frames).toHaveLength(26);
    expect(frames.at(-1)!.opacity).toBe(0);
    // Fading in (0–0.5 s), held at 10° and full opacity (to 2.1 s), fading out: the held look is a run.
    expect(track.runs.map((run) => [run.first, run.frames.length])).toEqual([
      [0, 5],
      [5, 16],
      [21, 5],
    ]);
    expect(track.runs[1]).toMatchObject({ fades: false, scales: false, fadeIn: undefined, fadeOut: undefined });
    // Turned by 10° at scale 1: the canvas the turned 120×40 picture fits in.
    expect(track.runs[1]!.turnCanvas).toEqual({ width: 128, height: 64 });
  });

  it('fades with fade, turns a held look once, commands only the places that change, half a frame early', () => {
    const [entering, overlaidFirst, held, overlaidHeld, leaving, overlaidLast] = movingPictureChains(
      { source, track, id: '0_1' },
      { first: 0, count: 40 },
      10,
      '[l1]',
      '[l2]',
    )!;
    // Fading in: the fade follows each frame's time; the turn comes after it, on each frame.
    expect(entering).toBe(
      '[3:v]format=yuva420p,loop=loop=4:size=1,settb=1/10,setpts=N,fade=t=in:st=0:d=0.5:alpha=1,rotate@r0_1_0=a=0.174533:ow=128:oh=64:c=black@0[m0_1_0]',
    );
    // Held at 10°: turned once, before the picture repeats; from 1 s to 2 s it moves 50 px right.
    expect(held).toMatch(/^\[3:v\]format=yuva420p,rotate=a=0\.174533:ow=128:oh=64:c=black@0,loop=loop=15:size=1,/);
    expect(held).toMatch(/sendcmd=c='1\.05 overlay@p0_1_1 x \d+/);
    expect(held).not.toContain('overlay@p0_1_1 y');
    expect(leaving).toContain('fade=t=out:st=2:d=0.5:alpha=1');
    expect(leaving).not.toContain('lutyuv');
    expect([overlaidFirst, overlaidHeld, overlaidLast]).toEqual([
      expect.stringMatching(/^\[l1\]\[m0_1_0\]overlay@p0_1_0=x=-?\d+:y=-?\d+:eof_action=pass\[o0_1_0\]$/),
      expect.stringMatching(/^\[o0_1_0\]\[m0_1_1\]overlay@p0_1_1=.*\[o0_1_1\]$/),
      expect.stringMatching(/^\[o0_1_1\]\[m0_1_2\]overlay@p0_1_2=.*\[l2\]$/),
    ]);
  });

  it('multiplies by keyed opacity: lutyuv once where it holds, the alpha gain set where it changes', () => {
    const keyed = motionTrack(
      {
        ...word,
        exit: undefined,
        animate: {
          opacity: [
            { at: 1, value: 1 },
            { at: 1.3, value: 0.5 },
          ],
        },
      },
      picture,
      40,
      10,
      20,
    );
    const chains = movingPictureChains({ source, track: keyed, id: '0_2' }, { first: 0, count: 40 }, 10, '[a]', '[b]')!;
    expect(chains.join(';')).toContain(
      "sendcmd=c='1.15 colorchannelmixer@o0_2_2 aa 0.666667',format=rgba,colorchannelmixer@o0_2_2=aa=0.833333[m0_2_2]",
    );
    // Held at 0.5 from 1.3 s: applied once.
    expect(chains.join(';')).toContain('format=yuva420p,lutyuv=a=val*0.5,loop=');
  });

  it('turns a solid picture by its alpha plane alone, merged with its centre colour at the canvas size', () => {
    const chains = movingPictureChains(
      { source, track, id: '0_3', solid: true },
      { first: 0, count: 40 },
      10,
      '[a]',
      '[b]',
    )!;
    // Fading in, turned on each frame: the alpha squeezed into rotate's limited range and back.
    expect(chains.slice(0, 3)).toEqual([
      '[3:v]format=yuva420p,loop=loop=4:size=1,settb=1/10,setpts=N,fade=t=in:st=0:d=0.5:alpha=1,extractplanes=a,' +
        'lut=y=16+val*239/255+0.5,rotate@r0_3_0=a=0.174533:ow=128:oh=64:c=black@0,lut=y=(val-16)*255/239+0.5[m0_3_0a]',
      '[3:v]format=yuva420p,crop=w=2:h=2:x=iw/2-1:y=ih/2-1,scale=128:64:flags=neighbor,loop=loop=4:size=1,settb=1/10,setpts=N[m0_3_0c]',
      '[m0_3_0c][m0_3_0a]alphamerge[m0_3_0]',
    ]);
    // A turn held over a run is done once, on the whole picture, as for any other.
    expect(chains.join(';')).toMatch(/format=yuva420p,rotate=a=0\.174533:ow=128:oh=64:c=black@0,loop=loop=15:size=1,/);
  });

  it('draws nothing on frames the picture does not show', () => {
    expect(
      movingPictureChains({ source, track, id: '0_1' }, { first: 30, count: 5 }, 10, '[a]', '[b]'),
    ).toBeUndefined();
  });

  it('starts a window inside the track at that frame, with its values applied once', () => {
    const [picked, overlaid] = movingPictureChains(
      { source, track, id: '0_1' },
      { first: 22, count: 1 },
      10,
      '[a]',
      '[b]',
    )!;
    expect(picked).not.toContain('sendcmd');
    expect(picked).toMatch(
      /^\[3:v\]format=yuva420p,lutyuv=a=val\*0\.6,rotate=a=0\.174533:ow=128:oh=64:c=black@0,loop=loop=0:size=1,/,
    );
    const frame = track.runs[2]!.frames[1]!;
    expect(overlaid).toBe(`[a][m0_1_2]overlay@p0_1_2=x=${frame.x}:y=${frame.y}:eof_action=pass[b]`);
  });
});
