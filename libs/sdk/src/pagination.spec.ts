import { describe, expect, it } from '@jest/globals';
import { PageRequest, type ListParams, type Page } from './pagination.js';

type Item = { id: string };

/** Ids 9 (newest) … 1 (oldest), paged like the API: newest first, `limit` per page. */
function fakeApi(limit: number) {
  const all: Item[] = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => ({ id: `x${n}` }));
  const calls: ListParams[] = [];
  const fetchPage = async (params: ListParams): Promise<Page<Item>> => {
    calls.push(params);
    if (params.ending_before !== undefined) {
      const newer = all.slice(
        0,
        all.findIndex((item) => item.id === params.ending_before),
      );
      return { data: newer.slice(-limit), has_more: newer.length > limit };
    }
    const start = params.starting_after === undefined ? 0 : all.findIndex((i) => i.id === params.starting_after) + 1;
    return { data: all.slice(start, start + limit), has_more: start + limit < all.length };
  };
  return { calls, fetchPage };
}

describe(PageRequest.name, () => {
  it('is the first page when awaited, fetched once', async () => {
    const { calls, fetchPage } = fakeApi(4);
    const request = new PageRequest(fetchPage, {});
    const page = await request;
    expect(page).toEqual({ data: [{ id: 'x9' }, { id: 'x8' }, { id: 'x7' }, { id: 'x6' }], has_more: true });
    await request;
    expect(calls).toHaveLength(1);
  });

  it('yields every record of every page, older and older', async () => {
    const { calls, fetchPage } = fakeApi(4);
    const ids: string[] = [];
    for await (const item of new PageRequest(fetchPage, { limit: 4 })) ids.push(item.id);
    expect(ids).toEqual(['x9', 'x8', 'x7', 'x6', 'x5', 'x4', 'x3', 'x2', 'x1']);
    expect(calls.map((call) => call.starting_after)).toEqual([undefined, 'x6', 'x2']);
  });

  it('walks towards newer records from an ending_before cursor', async () => {
    const { fetchPage } = fakeApi(2);
    const ids: string[] = [];
    for await (const item of new PageRequest(fetchPage, { ending_before: 'x4' })) ids.push(item.id);
    expect(ids).toEqual(['x5', 'x6', 'x7', 'x8', 'x9']);
  });

  it('stops at an empty page', async () => {
    const request = new PageRequest<Item, ListParams>(async () => ({ data: [], has_more: true }), {});
    const ids: string[] = [];
    for await (const item of request) ids.push(item.id);
    expect(ids).toEqual([]);
  });
});
