import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import {
  ServiceError,
  type CreateTemplateCommand,
  type DeleteTemplateCommand,
  type DeletedResource,
  type GetTemplateQuery,
  type ListResult,
  type ListTemplatesQuery,
  type RenderTemplate,
  type TemplateDetail,
  type TemplateRecord,
  type UpdateTemplateCommand,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import {
  assetIdsOf,
  assetProblems,
  bodyOfTemplate,
  bodyParam,
  loadTemplates,
  templateCredits,
  templateOfBody,
  templateSummary,
  type TemplateBody,
  type TemplateDefinition,
} from '@reelsmith/templates';
import { accountAssets } from '../assets/assets.service.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config.js';
import { acceptedBody, contentHash } from './accepted-body.js';
import { TemplateEntity, TemplateVersionEntity } from './template.entity.js';

/** The most templates one account may keep. */
export const MAX_TEMPLATES_PER_ACCOUNT = 200;

/**
 * First key of the advisory locks that serialise one account's template creations (the second:
 * its id's hash) and the storing of the built-ins (the second: 0).
 */
const TEMPLATE_LOCK_SPACE = 0x746d706c;

/** A new version's content: the body as clients write it, its price and its fingerprint. */
interface VersionContent {
  body: TemplateBody;
  credits: number;
  content_hash: string;
}

/**
 * Templates as data. The built-in files are stored at start, each change of a file a new version;
 * accounts add, replace and delete their own. Every read goes through the same rows, so a
 * built-in and an account's template answer alike. Versions are immutable rows; the template
 * points at its current one.
 */
@Injectable()
export class TemplatesService implements OnModuleInit {
  private readonly logger = new Logger(TemplatesService.name);

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly dataSource: DataSource,
  ) {}

  private get templates() {
    return this.dataSource.getRepository(TemplateEntity);
  }

  async onModuleInit(): Promise<void> {
    await this.storeBuiltIns(await loadTemplates(this.config.CATALOG_TEMPLATES_DIR));
  }

  /**
   * Upserts the built-in templates: a file seen for the first time is version 1, a file whose
   * content changed since the current version is the next one, an unchanged file writes
   * nothing. Replicas starting together take turns (one advisory lock).
   */
  async storeBuiltIns(files: TemplateDefinition[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, 0)', [TEMPLATE_LOCK_SPACE]);
      for (const file of files) {
        const row = await manager.findOneBy(TemplateEntity, { id: file.id });
        if (row && row.account_id !== null) throw new Error(`The built-in template ${file.id} has an account's id.`);
        const content = { body: bodyOfTemplate(file), credits: file.credits, content_hash: contentHash(file) };
        if (row && (await currentVersion(manager, row)).content_hash === content.content_hash) continue;
        const stored = await writeVersion(manager, row ?? newRow(file.id, null, null), content);
        this.logger.log({ template_id: file.id, version: stored.version }, 'built-in template stored');
      }
    });
  }

  async list(query: ListTemplatesQuery): Promise<ListResult<TemplateRecord>> {
    const { account_id, ...page } = query;
    const visible = [{ account_id }, { account_id: IsNull() }];
    const result = await paginate(this.templates, visible, page);
    return { data: result.data.map((template) => template.toRecord()), has_more: result.has_more };
  }

  async get(query: GetTemplateQuery): Promise<TemplateDetail> {
    const row = await this.findVisible(query);
    return detailOf(row, await currentVersion(this.dataSource.manager, row));
  }

  /** The current version with its scene, copied into a video when it is created. */
  async getForRender(query: GetTemplateQuery): Promise<RenderTemplate> {
    const row = await this.findVisible(query);
    const current = await currentVersion(this.dataSource.manager, row);
    const scene = templateOfBody(current.body, row.id, current.credits);
    const ids = assetIdsOf(scene);
    const template: RenderTemplate = { id: row.id, ...row.summary, version: row.version, scene };
    if (ids.length === 0) return template;
    // Built-ins name no asset, so the template's owner is the account asking.
    const assets = await accountAssets(this.dataSource.manager, query.account_id, ids);
    const problem = assetProblems(scene, assets)[0];
    if (problem) throw new ServiceError(problem.code, problem.message, `template_id`);
    return { ...template, assets: assets.map((asset) => asset.toRenderAsset()) };
  }

  /**
   * An account's new template, priced from its work. Under the account's lock: the cap is
   * counted by one creation at a time, and a repeated Idempotency-Key answers the first template.
   */
  async create(command: CreateTemplateCommand): Promise<TemplateDetail> {
    const body = acceptedBody(command.body);
    const id = newId('tmpl');
    const content = contentOf(body, id);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TEMPLATE_LOCK_SPACE, command.account_id]);
      const key = command.idempotency_key;
      const earlier = key
        ? await manager.findOneBy(TemplateEntity, { account_id: command.account_id, idempotency_key: key })
        : null;
      if (earlier) return detailOf(earlier, await currentVersion(manager, earlier));
      await checkAssets(manager, command.account_id, body);
      const count = await manager.countBy(TemplateEntity, { account_id: command.account_id });
      if (count >= MAX_TEMPLATES_PER_ACCOUNT) {
        throw new ServiceError(
          'template_limit_reached',
          `This account already has ${MAX_TEMPLATES_PER_ACCOUNT} templates, the most it may keep. Delete one to make another.`,
        );
      }
      const row = await writeVersion(manager, newRow(id, command.account_id, key ?? null), content);
      return detailOf(row, await currentVersion(manager, row));
    });
  }

  /**
   * Replaces an account's template with its next version, under the template's row lock, so
   * concurrent replacements number their versions one after another. A body identical to the
   * current version's (a retried PUT) adds none.
   */
  async update(command: UpdateTemplateCommand): Promise<TemplateDetail> {
    writable(await this.findVisible(command));
    const body = acceptedBody(command.body);
    const content = contentOf(body, command.id);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(TemplateEntity, {
        where: { id: command.id, account_id: command.account_id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) throw templateMissing(command.id);
      const current = await currentVersion(manager, row);
      if (current.content_hash === content.content_hash) return detailOf(row, current);
      await checkAssets(manager, command.account_id, body);
      const updated = await writeVersion(manager, row, content);
      return detailOf(updated, await currentVersion(manager, updated));
    });
  }

  /** Deletes an account's template and its versions; videos carry their own copy and keep their files. */
  async delete(command: DeleteTemplateCommand): Promise<DeletedResource> {
    const result = await this.templates.delete({ id: command.id, account_id: command.account_id });
    if (!result.affected) writable(await this.findVisible(command));
    return { id: command.id, deleted: true };
  }

  /** A built-in template, or the account's own; another account's is as missing as an unknown id. */
  private async findVisible(query: GetTemplateQuery): Promise<TemplateEntity> {
    const row = await this.templates.findOneBy([
      { id: query.id, account_id: query.account_id },
      { id: query.id, account_id: IsNull() },
    ]);
    if (!row) throw templateMissing(query.id);
    return row;
  }
}

/**
 * Every asset the body names is the account's own and of the kind it is used as, else the first
 * finding (`asset_missing`, `asset_wrong_kind`) at its dotted field. The rows stay held (FOR SHARE)
 * until the version is written, so none can be deleted meanwhile.
 */
async function checkAssets(manager: EntityManager, accountId: string, body: TemplateBody): Promise<void> {
  const ids = assetIdsOf(body.definition);
  const problem = assetProblems(body.definition, await accountAssets(manager, accountId, ids, true))[0];
  if (problem) throw new ServiceError(problem.code, problem.message, bodyParam(problem.param));
}

function newRow(id: string, accountId: string | null, idempotencyKey: string | null): TemplateEntity {
  return Object.assign(new TemplateEntity(), {
    id,
    account_id: accountId,
    idempotency_key: idempotencyKey,
    version: 0,
  });
}

function contentOf(body: TemplateBody, id: string): VersionContent {
  return { body, credits: templateCredits(templateOfBody(body, id, 0)), content_hash: contentHash(body) };
}

/**
 * Writes the template's next version and points the template at it (inserting the template
 * when it is new, version 0): the version's primary key refuses a number written twice.
 */
async function writeVersion(manager: EntityManager, row: TemplateEntity, content: VersionContent) {
  const now = new Date();
  const version = row.version + 1;
  const { id: _id, ...summary } = templateSummary(templateOfBody(content.body, row.id, content.credits));
  const next = Object.assign(new TemplateEntity(), row, { version, summary, updated_at: now });
  if (row.version === 0) {
    next.created_at = now;
    await insertRow(manager, TemplateEntity, next);
  } else {
    await manager.query(`UPDATE "templates" SET "version" = $2, "summary" = $3, "updated_at" = $4 WHERE "id" = $1`, [
      row.id,
      version,
      summary,
      now,
    ]);
  }
  const stored = Object.assign(new TemplateVersionEntity(), {
    template_id: row.id,
    version,
    ...content,
    created_at: now,
  });
  await insertRow(manager, TemplateVersionEntity, stored);
  return next;
}

/** A whole row: TypeORM's partial-row types refuse the `unknown`s inside a jsonb column's type. */
function insertRow<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>, row: E) {
  return manager.insert(target, row);
}

function currentVersion(manager: EntityManager, row: TemplateEntity): Promise<TemplateVersionEntity> {
  return manager.findOneByOrFail(TemplateVersionEntity, { template_id: row.id, version: row.version });
}

function detailOf(row: TemplateEntity, version: TemplateVersionEntity): TemplateDetail {
  return { ...row.toRecord(), definition: version.body.definition };
}

/** The account's own template; a built-in answers `template_read_only`. */
function writable(row: TemplateEntity): TemplateEntity {
  if (row.account_id !== null) return row;
  throw new ServiceError(
    'template_read_only',
    `'${row.id}' is a built-in template and cannot be changed or deleted. Copy it (GET, then POST /templates) to make your own.`,
    'id',
  );
}

function templateMissing(id: string): ServiceError {
  return new ServiceError('resource_missing', `No such template: '${id}'.`, 'id');
}
