import { LessThan, MoreThan, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';
import { ServiceError, type ListQuery, type ListResult } from '@reelsmith/contracts';

/**
 * Keyset paging over time-sortable ids, newest first. `has_more` says whether records lie
 * beyond this page in the direction of travel. A cursor must name a record the caller can see.
 */
export async function paginate<T extends ObjectLiteral & { id: string }>(
  repository: Repository<T>,
  where: FindOptionsWhere<T>,
  query: ListQuery,
): Promise<ListResult<T>> {
  const cursorParam = query.ending_before !== undefined ? 'ending_before' : 'starting_after';
  const cursor = query.ending_before ?? query.starting_after;
  if (cursor !== undefined) {
    const exists = await repository.existsBy({ ...where, id: cursor } as FindOptionsWhere<T>);
    if (!exists) {
      throw new ServiceError('parameter_invalid', `No such object: '${cursor}'.`, cursorParam);
    }
  }

  const travellingBackwards = query.ending_before !== undefined;
  const idBound = cursor === undefined ? {} : { id: travellingBackwards ? MoreThan(cursor) : LessThan(cursor) };
  const rows = await repository.find({
    where: { ...where, ...idBound } as FindOptionsWhere<T>,
    order: { id: travellingBackwards ? 'ASC' : 'DESC' } as never,
    take: query.limit + 1,
  });

  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { data: travellingBackwards ? page.reverse() : page, has_more: hasMore };
}
