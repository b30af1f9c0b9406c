import { describe, expect, it } from '@jest/globals';
import type { BalanceTransaction } from '@reelsmith/sdk';
import { describeTransaction, videoIdOf } from './transaction-products.js';

const row = (type: BalanceTransaction['type'], description: string): BalanceTransaction => ({
  id: 'txn_01',
  amount: type === 'usage' ? -5 : 5,
  type,
  description,
  platform: 'internal',
  balance_after: 10,
  created_at: '2026-11-27T12:00:00.000Z',
});

describe(describeTransaction.name, () => {
  const names = new Map([['vid_01KQ7ZJ8X2M4N6P8R0T2V4W6Y8', 'Blue mug']]);

  it('names the product of a video a row paid for or refunded', () => {
    expect(describeTransaction(row('usage', 'Video vid_01KQ7ZJ8X2M4N6P8R0T2V4W6Y8'), names)).toBe('Video of Blue mug');
    expect(describeTransaction(row('refund', 'Refund of video vid_01KQ7ZJ8X2M4N6P8R0T2V4W6Y8'), names)).toBe(
      'Refund: video of Blue mug',
    );
  });

  it("keeps billing's text when the product is unknown or the row is not about a video", () => {
    expect(describeTransaction(row('usage', 'Video vid_01OTHER'), names)).toBe('Video vid_01OTHER');
    expect(describeTransaction(row('grant', 'Welcome vid_01KQ7ZJ8X2M4N6P8R0T2V4W6Y8'), names)).toBe(
      'Welcome vid_01KQ7ZJ8X2M4N6P8R0T2V4W6Y8',
    );
    expect(videoIdOf(row('top_up', 'Top-up of 15.00 USD'))).toBeUndefined();
  });
});
