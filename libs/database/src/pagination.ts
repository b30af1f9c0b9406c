import { LessThan, MoreThan, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';

/** One page request; the wire contract's list query has this shape, but this lib does not know it. */
export interface PageQuery {
  limit: number;
  starting_after?: string;
  ending_before?: string;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

/**
 * A cursor that names no record the caller can see. Request handlers answer it as the
 * contract's `parameter_invalid` on `parameter`.
 */
export class UnknownCursorError extends Error {
  override readonly name = 'UnknownCursorError';

  constructor(
    readonly cursor: string,
    readonly parameter: 'starting_after' | 'ending_before',
  ) {
    super(`No such object: '${cursor}'.`);
  }
}

/**
 * Keyset paging over time-sortable ids, newest first. `has_more` says whether records lie
 * beyond this page in the direction of travel. A cursor must name a record the caller can see.
 * Several `where`s are alternatives: a record the caller sees matches any of them.
 */
export async function paginate<T extends ObjectLiteral & { id: string }>(
  repository: Repository<T>,
  where: FindOptionsWhere<T> | Array<FindOptionsWhere<T>>,
  query: PageQuery,
): Promise<Page<T>> {
  const scopes = Array.isArray(where) ? where : [where];
  const cursorParam = query.ending_before !== undefined ? 'ending_before' : 'starting_after';
  const cursor = query.ending_before ?? query.starting_after;
  if (cursor !== undefined) {
    const exists = await repository.existsBy(scopes.map((scope) => ({ ...scope, id: cursor })));
    if (!exists) {
      throw new UnknownCursorError(cursor, cursorParam);
    }
  }

  const travellingBackwards = query.ending_before !== undefined;
  const idBound = cursor === undefined ? {} : { id: travellingBackwards ? MoreThan(cursor) : LessThan(cursor) };
  const rows = await repository.find({
    where: scopes.map((scope) => ({ ...scope, ...idBound })),
    order: { id: travellingBackwards ? 'ASC' : 'DESC' } as never,
    take: query.limit + 1,
  });

  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { data: travellingBackwards ? page.reverse() : page, has_more: hasMore };
}
