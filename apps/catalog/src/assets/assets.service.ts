import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  ServiceError,
  type Asset,
  type CreateAssetCommand,
  type DeleteAssetCommand,
  type DeletedResource,
  type FindAssetsQuery,
  type GetAssetQuery,
  type ListAssetsQuery,
  type ListResult,
  type RenderAsset,
} from '@reelsmith/contracts';
import { findByIdempotencyKey, insertOnce, isId, paginate } from '@reelsmith/database';
import { AssetEntity, metadataColumns } from './asset.entity.js';

/** How many assets one account may keep (docs/decisions/assets.md). */
export const MAX_ASSETS_PER_ACCOUNT = 500;
/** How many bytes of assets one account may keep: 1 GiB, some fifty uploads of the largest size. */
export const MAX_ASSET_BYTES_PER_ACCOUNT = 1024 ** 3;

/** First key of the advisory lock that serialises one account's uploads (the second: its id's hash). */
const UPLOAD_LOCK_CLASS = 0x61737374; // 'asst'

/**
 * The record of every account's uploads. The gateway has read, checked and stored the bytes
 * before it asks; this service keeps what was measured, enforces the per-account limits, and
 * scopes every read and delete to the calling account.
 */
@Injectable()
export class AssetsService {
  constructor(private readonly dataSource: DataSource) {}

  private get assets() {
    return this.dataSource.getRepository(AssetEntity);
  }

  async create(command: CreateAssetCommand): Promise<Asset> {
    if (!isId('asset', command.id)) {
      throw new ServiceError('parameter_invalid', `Invalid asset id: '${command.id}'.`, 'id');
    }
    const { account_id, id, content_type, name, bytes, storage_key, idempotency_key, ...metadata } = command;
    const asset = this.assets.create({
      id,
      account_id,
      idempotency_key: idempotency_key ?? null,
      content_type,
      name,
      bytes,
      storage_key,
      ...metadataColumns(metadata),
      created_at: new Date(),
    });
    const record = await this.dataSource.transaction(async (manager) => {
      // Two uploads of one account at once must not both take the last place.
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [UPLOAD_LOCK_CLASS, account_id]);
      // A retry of the same Idempotency-Key answers the first asset, even when the account is now full.
      const earlier = await findByIdempotencyKey(manager, AssetEntity, account_id, asset.idempotency_key);
      if (earlier) return earlier;
      await this.ensureRoomFor(manager, account_id, bytes);
      return (await insertOnce(manager, AssetEntity, asset)).record;
    });
    return record.toContract();
  }

  async get(query: GetAssetQuery): Promise<Asset> {
    const asset = await this.assets.findOneBy({ id: query.id, account_id: query.account_id });
    if (!asset) throw assetMissing(query.id);
    return asset.toContract();
  }

  async list(query: ListAssetsQuery): Promise<ListResult<Asset>> {
    const page = await paginate(this.assets, { account_id: query.account_id }, query);
    return { data: page.data.map((asset) => asset.toContract()), has_more: page.has_more };
  }

  /** The account's own assets among `ids`, as a render reads them; others' and missing ones are left out. */
  async find(query: FindAssetsQuery): Promise<{ data: RenderAsset[] }> {
    const rows = await accountAssets(this.dataSource.manager, query.account_id, query.ids);
    return { data: rows.map((row) => row.toRenderAsset()) };
  }

  /**
   * Removes the record; the caller then removes the bytes. Once this answers, no read, list or
   * template can reach the asset, so bytes left behind by a crash in between are unreachable.
   * An asset the current version of one of the account's templates names is refused
   * (`asset_in_use`, naming the template): the row is deleted first, which waits for a template
   * being written with it (it holds the row FOR SHARE), and the check then sees that template.
   */
  async delete(command: DeleteAssetCommand): Promise<DeletedResource> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.delete(AssetEntity, { id: command.id, account_id: command.account_id });
      if (!result.affected) throw assetMissing(command.id);
      const [user] = await manager.query<Array<{ id: string; name: string }>>(
        `SELECT t."id", t."summary"->>'name' AS "name"
           FROM "templates" t
           JOIN "template_versions" v ON v."template_id" = t."id" AND v."version" = t."version"
          WHERE t."account_id" = $1
            AND jsonb_path_exists(v."body", '$.definition.** ? (@.asset_id == $id)', jsonb_build_object('id', $2::text))
          ORDER BY t."id" LIMIT 1`,
        [command.account_id, command.id],
      );
      if (user)
        throw new ServiceError(
          'asset_in_use',
          `The template '${user.id}' ("${user.name}") uses the asset '${command.id}': change or delete the template first.`,
          'id',
        );
      return { id: command.id, deleted: true };
    });
  }

  private async ensureRoomFor(manager: EntityManager, accountId: string, bytes: number): Promise<void> {
    const [usage] = await manager.query<Array<{ count: number; bytes: string }>>(
      `SELECT count(*)::int AS "count", coalesce(sum("bytes"), 0)::bigint AS "bytes" FROM "assets" WHERE "account_id" = $1`,
      [accountId],
    );
    if (usage!.count >= MAX_ASSETS_PER_ACCOUNT) {
      throw new ServiceError(
        'asset_limit_reached',
        `An account may keep at most ${MAX_ASSETS_PER_ACCOUNT} assets: delete one to upload another.`,
      );
    }
    if (Number(usage!.bytes) + bytes > MAX_ASSET_BYTES_PER_ACCOUNT) {
      throw new ServiceError(
        'asset_limit_reached',
        'An account may keep at most 1 GiB of assets: delete some to upload this one.',
      );
    }
  }
}

function assetMissing(id: string): ServiceError {
  return new ServiceError('resource_missing', `No such asset: '${id}'.`, 'id');
}

/**
 * The account's own assets among `ids`. With `manager` inside a transaction, `share` holds each
 * row until it ends, so the asset cannot be deleted while a template naming it is written.
 */
export function accountAssets(
  manager: EntityManager,
  accountId: string,
  ids: readonly string[],
  share = false,
): Promise<AssetEntity[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return manager.find(AssetEntity, {
    where: { account_id: accountId, id: In([...ids]) },
    order: { id: 'ASC' },
    ...(share ? { lock: { mode: 'pessimistic_read' as const } } : {}),
  });
}
