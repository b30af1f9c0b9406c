import type { BalanceTransaction, Reelsmith } from '@reelsmith/sdk';

/** The video a usage or refund row is about: billing writes `Video vid_01…`, `Refund of video vid_01…`. */
export function videoIdOf(transaction: BalanceTransaction): string | undefined {
  if (transaction.type !== 'usage' && transaction.type !== 'refund') return undefined;
  return /\bvid_[0-9A-Za-z]+\b/.exec(transaction.description)?.[0];
}

/**
 * The product each video of these rows was made of, by video id. A video or product that can
 * no longer be read (deleted) is left out, and its row keeps billing's own description.
 */
export async function productNamesOf(rs: Reelsmith, transactions: BalanceTransaction[]): Promise<Map<string, string>> {
  const videoIds = [...new Set(transactions.flatMap((transaction) => videoIdOf(transaction) ?? []))];
  const named = await Promise.all(
    videoIds.map(async (videoId) => {
      try {
        const video = await rs.videos.retrieve(videoId);
        return [[videoId, (await rs.products.retrieve(video.product_id)).name] as const];
      } catch {
        return [];
      }
    }),
  );
  return new Map(named.flat());
}

/** What the dashboard says a row was: `Video of Blue mug`, `Refund: video of Blue mug`. */
export function describeTransaction(transaction: BalanceTransaction, productNames: Map<string, string>): string {
  const videoId = videoIdOf(transaction);
  const product = videoId && productNames.get(videoId);
  if (!product) return transaction.description;
  return transaction.type === 'refund' ? `Refund: video of ${product}` : `Video of ${product}`;
}
