import { freePort } from './free-port.js';

describe(freePort.name, () => {
  it('never hands out the same port twice, even when the kernel offers one again', async () => {
    const ports = [];
    for (let i = 0; i < 200; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
