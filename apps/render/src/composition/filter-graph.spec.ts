import { REQUIRED_FILTERS } from './ffmpeg-capabilities.js';
import { graphSpec as spec } from '../test-support/graph-spec.js';
import { buildFilterGraph } from './filter-graph.js';
import { buildStillGraph } from './still-graph.js';

describe(buildFilterGraph.name, () => {
  it('converts each still once and repeats it with loop, on a 1/fps clock', () => {
    expect(buildFilterGraph(spec())).toContain('[0:v]format=yuv420p,loop=loop=197:size=1,settb=1/30,setpts=N[s0l0]');
  });

  it('fades a text in on its entering frames only, from its entry to its first opaque frame', () => {
    // 0.5 s to 1.2 s at 30 fps: frames 15 to 36; overlay holds frame 36 for the rest of the scene.
    const graph = buildFilterGraph(spec());
    expect(graph).toContain(
      '[2:v]format=yuva420p,loop=loop=21:size=1,settb=1/30,setpts=N+15,fade=t=in:st=0.5:d=0.7:alpha=1[s0t0]',
    );
    expect(graph).toContain(
      '[4:v]format=yuva420p,loop=loop=18:size=1,settb=1/30,setpts=N+12,fade=t=in:st=0.4:d=0.6:alpha=1[s1t0]',
    );
  });

  it('leaves out a text that enters after its scene has ended', () => {
    const late = spec();
    late.scenes[1]!.texts[0]!.at = 6.2;
    const graph = buildFilterGraph(late);
    expect(graph).not.toContain('[4:v]');
    expect(graph).toContain('[s1l0]null[s1]');
  });

  it('stretches a plain background, drawn small, to the frame once, before the loop', () => {
    const plain = spec();
    plain.scenes[1]!.stretchBackgroundTo = { width: 1080, height: 1920 };
    expect(buildFilterGraph(plain)).toContain(
      '[3:v]format=yuv420p,scale=1080:1920:flags=neighbor,loop=loop=185:size=1,settb=1/30,setpts=N[s1l0]',
    );
  });

  it('zooms the product with zoompan from one picture', () => {
    expect(buildFilterGraph(spec())).toContain("zoompan=z='1+0.14*on/197'");
  });

  it("overlays an account's picture over the product and under the texts: repeated when still, by its track when it moves", () => {
    const pictured = spec();
    const scene = pictured.scenes[0]!;
    scene.images = [
      { input: 5, x: 40, y: 60 },
      {
        input: 6,
        x: 0,
        y: 0,
        track: {
          first: 10,
          runs: [
            {
              first: 10,
              frames: [0, 1, 2].map((i) => ({
                x: 10 * i,
                y: 5,
                width: 100,
                height: 50,
                radians: 0,
                opacity: 1,
                keyedOpacity: 1,
              })),
              fades: false,
              scales: false,
            },
          ],
        },
      },
    ];
    const graph = buildFilterGraph(pictured);
    expect(graph).toContain('[5:v]format=yuva420p,loop=loop=197:size=1,settb=1/30,setpts=N[s0i0]');
    expect(graph).toContain('[s0l1][s0i0]overlay=x=40:y=60[s0l2]');
    expect(graph).toContain(
      "[6:v]format=yuva420p,loop=loop=2:size=1,settb=1/30,setpts=N+10,sendcmd=c='0.35 overlay@p0_image1 x 10\\;0.383333 overlay@p0_image1 x 20'[m0_image1]",
    );
    expect(graph).toContain('[s0l2][m0_image1]overlay@p0_image1=x=0:y=5:eof_action=pass[s0l3]');
    // The text comes after: drawn over the pictures.
    expect(graph).toContain('[s0l3][s0t0]overlay');
  });

  it('cross-fades only the overlapping frames and concatenates the rest', () => {
    const graph = buildFilterGraph(spec());
    // Step 0 of the 24 is the outgoing frame 174, whole: it ends that scene's body.
    expect(graph).toContain('[s0cuts0body]trim=start_frame=0:end_frame=175');
    expect(graph).toContain('[s0cuts0tail]trim=start_frame=175');
    expect(graph).toContain('[s1cuts1head]trim=start_frame=1:end_frame=24');
    expect(graph).toContain('[s1cuts1body]trim=start_frame=24:end_frame=186');
    expect(graph).toContain('xfade=transition=slideup:duration=0.8:offset=-0.033333');
    expect(graph).toContain('[s0body][x1][s1body]concat=n=3');
  });

  it('cuts a one-frame transition without xfade: the outgoing frame, then the incoming scene', () => {
    const graph = buildFilterGraph(spec({ transition: { effect: 'slideup', frames: 1 } }));
    expect(graph).toContain('[s0]null[s0body]');
    expect(graph).toContain('[s1]trim=start_frame=1:end_frame=186,setpts=PTS-STARTPTS[s1body]');
    expect(graph).toContain('[s0body][s1body]concat=n=2');
    expect(graph).not.toContain('xfade');
  });

  it('crosses plane by plane, in 4:2:0, where the transition treats every plane alike', () => {
    const graph = buildFilterGraph(spec());
    expect(graph).toContain('[s0tail]extractplanes=y+u+v[x1ay][x1au][x1av]');
    expect(graph).toContain('[x1au][x1bu]xfade=transition=slideup:duration=0.8:offset=-0.033333[x1u]');
    expect(graph).toContain('[x1y][x1u][x1v]mergeplanes=0x001020:yuv420p[x1]');
    expect(graph.match(/xfade=/g)).toHaveLength(3);
    expect(graph).not.toContain('yuv444p');
  });

  it('crosses in 4:4:4 where the transition fades through black or white', () => {
    const graph = buildFilterGraph(spec({ transition: { effect: 'fadeblack', frames: 24 } }));
    expect(graph).toContain('[x1a][x1b]xfade=transition=fadeblack:duration=0.8:offset=-0.033333,format=yuv420p[x1]');
    expect(graph).not.toContain('extractplanes');
  });

  it('joins a single scene without any transition', () => {
    const graph = buildFilterGraph(spec({ scenes: [spec().scenes[1]!], transition: { effect: 'fade', frames: 0 } }));
    expect(graph).toContain('[s0]null[s0body]');
    expect(graph).toContain('[s0body]concat=n=1');
    expect(graph).not.toContain('xfade');
  });

  it('animates slides with an eased overlay position', () => {
    expect(buildFilterGraph(spec())).toContain(
      "overlay=x=72:y='182+54*pow(1-clip((t-0.5)/0.7,0,1),3)':eval=frame[s0l2]",
    );
  });

  it('adds the watermark and the voice-over when asked', () => {
    const graph = buildFilterGraph(
      spec({ watermark: { input: 5, x: 900, y: 1800 }, audio: { input: 6, delaySeconds: 0.4, durationSeconds: 12 } }),
    );
    expect(graph).toContain('[joined][mark]overlay=x=900:y=1800[marked]');
    expect(graph).toContain('[marked]null[video]');
    expect(graph).toContain('[6:a]adelay=delays=400:all=1,apad=whole_dur=12,atrim=end=12');
  });

  it('overlays each caption after the watermark, blended only on its own frames', () => {
    const graph = buildFilterGraph(
      spec({
        watermark: { input: 5, x: 900, y: 1800 },
        captions: [
          { input: 6, x: 64, y: 1400, frames: [[12, 50]] },
          {
            input: 7,
            x: 70,
            y: 1390,
            frames: [
              [60, 80],
              [105, 130],
            ],
          },
        ],
      }),
    );
    expect(graph).toContain('[6:v]format=yuva420p[cap0]');
    expect(graph).toContain("[marked][cap0]overlay=x=64:y=1400:enable='between(n,12,50)'[captioned0]");
    expect(graph).toContain(
      "[captioned0][cap1]overlay=x=70:y=1390:enable='between(n,60,80)+between(n,105,130)'[captioned1]",
    );
    expect(graph).toContain('[captioned1]null[video]');
  });

  it('uses only filters that the capability check verifies', () => {
    const full = spec({
      watermark: { input: 5, x: 1, y: 1 },
      audio: { input: 6, delaySeconds: 0, durationSeconds: 12 },
    });
    // The still's graph, and the thumbnail's scale, use `scale` too.
    const graph = `${buildFilterGraph(full)};${buildStillGraph(full)}`;
    // Drop quoted expressions and pad labels; what remains starts each filter with its name.
    const names = graph
      .replace(/'[^']*'/g, '')
      .replace(/\[[^\]]*\]/g, ' ')
      .split(/[;,\s]+/)
      .map((filter) => filter.split('=')[0]!)
      .filter((name) => /^[a-z]+$/.test(name));
    expect(new Set(names)).toEqual(new Set(REQUIRED_FILTERS));
  });

  it('refuses numbers ffmpeg would misread', () => {
    const bad = spec();
    bad.scenes[0]!.texts[0]!.x = Number.NaN;
    expect(() => buildFilterGraph(bad)).toThrow(/non-finite/);
  });
});
