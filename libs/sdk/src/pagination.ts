export interface Page<T> {
  data: T[];
  has_more: boolean;
}

export interface ListParams {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

/**
 * The answer of a `list()` call: awaited, it is the first page `{data, has_more}`; iterated with
 * `for await`, it yields every record of every page, following the cursor in the direction the
 * first page went (older with `starting_after` or no cursor, newer with `ending_before`).
 */
export class PageRequest<T extends { id: string }, P extends ListParams>
  implements PromiseLike<Page<T>>, AsyncIterable<T>
{
  private first: Promise<Page<T>> | undefined;

  constructor(
    private readonly fetchPage: (params: P) => Promise<Page<T>>,
    private readonly params: P,
  ) {}

  then<R1 = Page<T>, R2 = never>(
    onFulfilled?: ((page: Page<T>) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.firstPage().then(onFulfilled, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    const newer = this.params.ending_before !== undefined;
    let page = await this.firstPage();
    for (;;) {
      // Pages list newest first; walking towards newer records, a page is read from its end.
      yield* newer ? [...page.data].reverse() : page.data;
      const edge = newer ? page.data[0] : page.data.at(-1);
      if (!page.has_more || edge === undefined) return;
      const { starting_after: _after, ending_before: _before, ...rest } = this.params;
      page = await this.fetchPage({
        ...rest,
        ...(newer ? { ending_before: edge.id } : { starting_after: edge.id }),
      } as P);
    }
  }

  private firstPage(): Promise<Page<T>> {
    this.first ??= this.fetchPage(this.params);
    return this.first;
  }
}
