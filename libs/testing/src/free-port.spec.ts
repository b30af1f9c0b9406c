import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/** Ports another process hands out: a test lane beside this one. */
function portsOfAnotherProcess(count: number): number[] {
  const module = join(import.meta.dirname, 'free-port.ts');
  const script = `import { freePort } from ${JSON.stringify(module)};
const ports = [];
for (let i = 0; i < ${count}; i++) ports.push(await freePort());
console.log(JSON.stringify(ports));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' });
  return JSON.parse(output) as number[];
}

describe(freePort.name, () => {
  it('never hands out the same port twice, even when the kernel offers one again', async () => {
    const ports = [];
    for (let i = 0; i < 200; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('never hands out a port another process was given, though neither listens on it yet', async () => {
    // Two uncoordinated draws of 300 from the 12,768 ports would share one almost surely (99.9 %).
    const theirs = new Set(portsOfAnotherProcess(300));
    const ours = [];
    for (let i = 0; i < 300; i++) ours.push(await freePort());
    expect(ours.filter((port) => theirs.has(port))).toEqual([]);
  });
});
