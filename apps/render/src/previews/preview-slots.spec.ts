import { ServiceError } from '@reelsmith/contracts';
import { PreviewSlots } from './preview-slots.js';

describe(PreviewSlots.name, () => {
  it('runs a few previews at once, queues a few more and refuses the rest as service_unavailable', async () => {
    const slots = new PreviewSlots(2, 1);
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const work = () =>
      slots.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'done';
      });
    const accepted = [work(), work(), work()];
    await expect(work()).rejects.toEqual(expect.objectContaining({ code: 'service_unavailable' }));
    await expect(work()).rejects.toBeInstanceOf(ServiceError);
    // Each release lets the queued preview start, which then waits for its own release.
    for (let finished = 0; finished < 3; finished++) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    }
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });
});
