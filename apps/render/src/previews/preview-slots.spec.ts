import { ServiceError } from '@reelsmith/contracts';
import { PreviewSlots } from './preview-slots.js';

/** Previews that hold their slot until released, and the order in which they started. */
function heldPreviews(slots: PreviewSlots) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const preview = (account: string, name: string) =>
    slots.run(account, async () => {
      started.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
      return name;
    });
  const release = async (name: string) => {
    // A waiter starts on the next turn of the event loop after its slot frees.
    await new Promise((resolve) => setImmediate(resolve));
    releases.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, preview, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe(PreviewSlots.name, () => {
  it('runs a few previews at once, queues a few more and refuses the rest as service_unavailable', async () => {
    const { started, preview, release } = heldPreviews(new PreviewSlots(2, 1));
    const accepted = [preview('a', 'a1'), preview('a', 'a2'), preview('a', 'a3')];
    await expect(preview('a', 'a4')).rejects.toEqual(expect.objectContaining({ code: 'service_unavailable' }));
    await expect(preview('a', 'a5')).rejects.toBeInstanceOf(ServiceError);
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    await release('a1');
    expect(started).toEqual(['a1', 'a2', 'a3']);
    await release('a2');
    await release('a3');
    await expect(Promise.all(accepted)).resolves.toEqual(['a1', 'a2', 'a3']);
  });

  it('gives a freed slot to a waiting account with nothing running before one that has previews running', async () => {
    const { started, preview, release } = heldPreviews(new PreviewSlots(2, 8));
    const all = [preview('a', 'a1'), preview('a', 'a2'), preview('a', 'a3'), preview('a', 'a4'), preview('b', 'b1')];
    await settle();
    await release('a1');
    expect(started).toEqual(['a1', 'a2', 'b1']);
    await release('a2');
    await release('b1');
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    await release('a3');
    await release('a4');
    await expect(Promise.all(all)).resolves.toHaveLength(5);
  });

  it('lets a fourth account in while three accounts keep four previews each in flight', async () => {
    const { started, preview, release } = heldPreviews(new PreviewSlots(2, 8));
    const outcomes = new Map<string, Promise<unknown>>();
    for (const account of ['a', 'b', 'c']) {
      for (const n of [1, 2, 3, 4]) {
        const name = `${account}${n}`;
        outcomes.set(
          name,
          preview(account, name).catch((error: unknown) => (error as ServiceError).code),
        );
      }
    }
    await settle();
    // 2 running, 8 waiting: c3 took a's newest place (a held 4, c 2); c4 found no one busier.
    await expect(outcomes.get('a4')).resolves.toBe('service_unavailable');
    await expect(outcomes.get('c4')).resolves.toBe('service_unavailable');

    const fourth = preview('d', 'd1');
    // The busiest account (b, 4 places) gives its newest place up, retryable.
    await expect(outcomes.get('b4')).resolves.toBe('service_unavailable');
    await release('a1');
    await release('a2');
    await release('b1');
    // Freed slots go to accounts with nothing running, the one never served before another.
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'd1']);
    await release('d1');
    await expect(fourth).resolves.toBe('d1');
    for (const name of ['c1', 'a3', 'b2', 'c2', 'b3', 'c3']) await release(name);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'd1', 'a3', 'b2', 'c2', 'b3', 'c3']);
  });
});
