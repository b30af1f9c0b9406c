import { revealChains } from './reveal-chains.js';

const reveal = { inputs: [4, 5, 6], at: [0.5, 1, 2], x: 10, y: 20 };
const layers = { below: '[l1]', above: '[l2]', label: (name: string) => `[t0${name}]` };

describe(revealChains.name, () => {
  it('shows each step from its moment until the next has faded in over it, the last to the scene end', () => {
    const chains = revealChains(reveal, 30, { first: 0, count: 30 }, 10, layers);
    expect(chains).toEqual([
      '[4:v]format=yuva420p,loop=loop=7:size=1,settb=1/10,setpts=N+5,fade=t=in:st=0.5:d=0.15:alpha=1[t0r0]',
      '[l1][t0r0]overlay=x=10:y=20:eof_action=pass[t0r0done]',
      '[5:v]format=yuva420p,loop=loop=12:size=1,settb=1/10,setpts=N+10,fade=t=in:st=1:d=0.15:alpha=1[t0r1]',
      '[t0r0done][t0r1]overlay=x=10:y=20:eof_action=pass[t0r1done]',
      '[6:v]format=yuva420p,loop=loop=9:size=1,settb=1/10,setpts=N+20,fade=t=in:st=2:d=0.15:alpha=1[t0r2]',
      '[t0r1done][t0r2]overlay=x=10:y=20:eof_action=pass[t0r2done]',
      '[t0r2done]null[l2]',
    ]);
  });

  it('composes only the steps a still shows', () => {
    const chains = revealChains(reveal, 30, { first: 15, count: 1 }, 10, layers);
    expect(chains.filter((chain) => chain.startsWith('['))).toHaveLength(3);
    expect(chains[0]).toContain('[5:v]');
    expect(revealChains(reveal, 30, { first: 2, count: 1 }, 10, layers)).toEqual([]);
  });
});
