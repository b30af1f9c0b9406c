import { checkedFirst, pushParse, type PushParser } from './push-parse.js';

/** A parser that completes one item per slice: the number of slices it had been given then. */
function slicesCounter(): PushParser<number> & { slices: number } {
  return {
    slices: 0,
    completed: [],
    write() {
      this.slices += 1;
      this.completed.push(this.slices);
    },
    end() {},
  };
}

describe(pushParse.name, () => {
  it('hands on what each 64 KB slice completes before the next slice is read', async () => {
    const parser = slicesCounter();
    const handedOn: Array<[number, number]> = [];
    for await (const item of pushParse(Buffer.alloc(3 * 64 * 1024 + 1), parser)) handedOn.push([item, parser.slices]);
    expect(handedOn).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('reads a document through before handing on its first item, so a broken end is found first', async () => {
    let passes = 0;
    const items = () => {
      passes += 1;
      return (async function* () {
        yield 1;
        throw new Error('broken at the end');
      })();
    };
    const handedOn: number[] = [];
    await expect(
      (async () => {
        for await (const item of checkedFirst(items)) handedOn.push(item);
      })(),
    ).rejects.toThrow('broken at the end');
    expect({ passes, handedOn }).toEqual({ passes: 1, handedOn: [] });
  });
});
