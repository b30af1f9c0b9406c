import { graphSpec } from '../test-support/graph-spec.js';
import { buildStillGraph, frameSource, withUsedInputsOnly } from './still-graph.js';

// The fixture's scenes: 198 and 186 frames, crossing over 24 (joined frames 174–197).
describe(frameSource.name, () => {
  it.each([
    [0, { scene: 0, frame: 0 }],
    [173, { scene: 0, frame: 173 }],
    // The transition's step 0 is the outgoing scene's frame, whole.
    [174, { scene: 0, frame: 174 }],
    [175, { crossingInto: 1, step: 1 }],
    [197, { crossingInto: 1, step: 23 }],
    [198, { scene: 1, frame: 24 }],
    [359, { scene: 1, frame: 185 }],
  ])('finds joined frame %d in the scenes', (frame, source) => {
    expect(frameSource(graphSpec(), frame)).toEqual(source);
  });

  it('finds the frames around a cut without a transition in the scene they belong to', () => {
    const cut = graphSpec({ transition: { effect: 'fade', frames: 0 } });
    expect(frameSource(cut, 197)).toEqual({ scene: 0, frame: 197 });
    expect(frameSource(cut, 198)).toEqual({ scene: 1, frame: 0 });
  });

  it('finds every frame of a single scene in it', () => {
    const single = graphSpec({ scenes: [graphSpec().scenes[1]!], transition: { effect: 'fade', frames: 0 } });
    expect(frameSource(single, 100)).toEqual({ scene: 0, frame: 100 });
  });
});

describe(buildStillGraph.name, () => {
  it("composes only the thumbnail's frame, on the scene's clock, and scales it", () => {
    const graph = buildStillGraph(graphSpec({ watermark: { input: 5, x: 900, y: 1800 } }));
    expect(graph).toContain('[0:v]format=yuv420p,loop=loop=0:size=1,settb=1/30,setpts=N+90[s0l0]');
    expect(graph).toContain("zoompan=z='1+0.14*(on+90)/197'");
    expect(graph).toContain(':d=1:s=800x800:fps=30,settb=1/30,setpts=N+90[s0p]');
    // The text is opaque by frame 36: that one frame, held by overlay.
    expect(graph).toContain('[2:v]format=yuva420p,loop=loop=0:size=1,settb=1/30,setpts=N+90,fade=');
    expect(graph).toContain('[marked]scale=540:960:flags=lanczos[still]');
    // Nothing of the other scene, no transition.
    expect(graph).not.toMatch(/\[3:v\]|xfade|concat/);
  });

  it("crosses a transition's frames up to the thumbnail's, as the video does", () => {
    const graph = buildStillGraph(graphSpec({ thumbnail: { frame: 180, width: 540, height: 960 } }));
    // Step 6: steps 1 to 6 of the crossing, from the outgoing frame 175 and the incoming frame 1.
    expect(graph).toContain('[0:v]format=yuv420p,loop=loop=5:size=1,settb=1/30,setpts=N+175[s0l0]');
    expect(graph).toContain('[3:v]format=yuv420p,loop=loop=5:size=1,settb=1/30,setpts=N+1[s1l0]');
    expect(graph).toContain('xfade=transition=slideup:duration=0.8:offset=-0.033333');
    expect(graph).toContain('[x1]trim=start_frame=5[joined]');
  });

  it('leaves out a text that has not entered by that frame, and its picture', () => {
    const graph = buildStillGraph(graphSpec({ thumbnail: { frame: 10, width: 540, height: 960 } }));
    expect(graph).not.toContain('[2:v]');
    expect(withUsedInputsOnly(graph).used).toEqual([0, 1]);
  });

  it('overlays only the captions shown on that frame, without a frame condition', () => {
    const graph = buildStillGraph(
      graphSpec({
        captions: [
          { input: 6, x: 64, y: 1400, frames: [[12, 50]] },
          { input: 7, x: 70, y: 1390, frames: [[60, 100]] },
        ],
      }),
    );
    expect(graph).not.toContain('[6:v]');
    expect(graph).toContain('[joined][cap0]overlay=x=70:y=1390[captioned0]');
    expect(graph).not.toContain("enable='between");
  });
});

describe(withUsedInputsOnly.name, () => {
  it('keeps only the inputs the graph reads, renumbered in order', () => {
    const graph = buildStillGraph(graphSpec({ watermark: { input: 5, x: 900, y: 1800 } }));
    const only = withUsedInputsOnly(graph);
    // Scene 0 (inputs 0–2) and the watermark (5); not scene 1's 3 and 4.
    expect(only.used).toEqual([0, 1, 2, 5]);
    expect(only.graph).toContain('[3:v]format=yuva420p[mark]');
    expect(only.graph).not.toContain('[4:v]');
    expect(only.graph.replace(/\[3:v\]/, '[5:v]')).toBe(graph);
  });
});
