import { SenderSlots } from './sender-slots.js';

const holder = (account_id: string, target = `http://${account_id}.example`) => ({ account_id, target });

describe(SenderSlots.name, () => {
  const limits = { total: 8, perTarget: 8, perAccount: 4, reserved: 3 };

  it('keeps the reserved slots for accounts with nothing in flight, one each', () => {
    const slots = new SenderSlots(limits);
    const taken = (account: string, times: number) =>
      Array.from({ length: times }, () => slots.take(holder(account))).filter(Boolean).length;
    expect(taken('greedy-1', 4)).toBe(4);
    expect(taken('greedy-2', 4)).toBe(1); // the fifth slot is the last one open to everyone
    expect(slots.fullAccounts().sort()).toEqual(['greedy-1', 'greedy-2']);
    expect(taken('greedy-3', 4)).toBe(1);
    expect(taken('quiet', 2)).toBe(1);
    expect(taken('another-quiet', 1)).toBe(1);
    expect(slots.free).toBe(0);
  });

  it('gives the account its own cap again once the pool has room', () => {
    const slots = new SenderSlots(limits);
    for (let index = 0; index < 4; index += 1) slots.take(holder('first'));
    expect(slots.take(holder('second'))).toBe(true);
    expect(slots.take(holder('second'))).toBe(false);
    slots.release(holder('first'));
    expect(slots.take(holder('second'))).toBe(true);
  });

  it('bounds attempts to one receiver, whoever sends them', () => {
    const slots = new SenderSlots({ ...limits, perTarget: 2 });
    expect(slots.take(holder('a', 'http://shared.example'))).toBe(true);
    expect(slots.take(holder('b', 'http://shared.example'))).toBe(true);
    expect(slots.take(holder('c', 'http://shared.example'))).toBe(false);
    expect(slots.fullTargets()).toEqual(['http://shared.example']);
  });

  it('leaves at least one slot open to everyone, whatever is reserved', () => {
    const slots = new SenderSlots({ ...limits, total: 2, reserved: 5 });
    expect(slots.take(holder('a'))).toBe(true);
    expect(slots.take(holder('a'))).toBe(false);
    expect(slots.take(holder('b'))).toBe(true);
  });
});
