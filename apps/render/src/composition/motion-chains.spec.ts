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
const source = (window: FrameWindow) => repeated(3, 'yuva420p', window, 10);

describe(movingPictureChains.name, () => {
  it('samples the picture on every frame from its entrance to the end of its exit', () => {
    expect(track.first).toBe(0);
    expect(track.frames).toHaveLength(26);
    expect(track.frames.at(-1)!.opacity).toBe(0);
    expect(track).toMatchObject({ fades: true, scales: false });
    // Turned by 10° at scale 1: a square canvas the turned picture fits in.
    expect(track.turnCanvas).toBe(130);
  });

  it('commands only the values that change, half a frame early, and passes the scene through after it', () => {
    const [picked, overlaid] = movingPictureChains(
      { source, track, id: '0_1' },
      { first: 0, count: 40 },
      10,
      '[l1]',
      '[l2]',
    )!;
    expect(picked).toMatch(/^\[3:v\]format=yuva420p,loop=loop=25:size=1,/);
    expect(picked).toContain("sendcmd=c='0.05 lutyuv@o0_1 a val*0.2\\;0.15 lutyuv@o0_1 a val*0.4");
    // From 1 s to 2 s the picture moves 50 px right: overlay x changes, its y never does.
    expect(picked).toMatch(/1\.05 overlay@p0_1 x \d+/);
    expect(picked).not.toContain('overlay@p0_1 y');
    expect(picked).toContain('rotate@r0_1=a=0.174533:ow=130:oh=130:c=black@0');
    expect(overlaid).toMatch(/^\[l1\]\[m0_1\]overlay@p0_1=x=-?\d+:y=-?\d+:eof_action=pass\[l2\]$/);
  });

  it('draws nothing on frames the picture does not show', () => {
    expect(
      movingPictureChains({ source, track, id: '0_1' }, { first: 30, count: 5 }, 10, '[a]', '[b]'),
    ).toBeUndefined();
  });

  it('starts a window inside the track at that frame, with its values and no earlier commands', () => {
    const [picked, overlaid] = movingPictureChains(
      { source, track, id: '0_1' },
      { first: 20, count: 1 },
      10,
      '[a]',
      '[b]',
    )!;
    expect(picked).not.toContain('sendcmd');
    expect(picked).toMatch(/,lutyuv@o0_1=a=val\*1\[m0_1\]$/);
    expect(overlaid).toContain(`overlay@p0_1=x=${track.frames[20]!.x}:y=${track.frames[20]!.y}:`);
  });
});
