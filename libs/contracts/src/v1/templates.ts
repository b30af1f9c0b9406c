import type { RenderAsset } from './assets.js';
import type { DeletedResource } from './catalog.js';
import type { AccountScoped, ListQuery, ListResult } from './lists.js';

/** What the engine says of a template (its public fields and price), whoever owns it. */
export interface Template {
  id: string;
  name: string;
  description: string;
  width: number;
  height: number;
  fps: number;
  duration_seconds: number;
  credits: number;
  /** JSON Schema that a video's `user_prompt` must satisfy. */
  variables: Record<string, unknown>;
}

/** `reelsmith` for a built-in template, `account` for one the account made. */
export type TemplateOwner = 'reelsmith' | 'account';

/** A template as lists show it: the engine's summary of its current version, who owns it, and when. */
export interface TemplateRecord extends Template {
  owner: TemplateOwner;
  /** The current version, from 1; each replacement (`PUT`) or changed built-in file adds one. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** One template as `GET /templates/:id` answers: with its whole scene description, to copy and change. */
export interface TemplateDetail extends TemplateRecord {
  /** The scene description (docs/template-format.md): everything but the public fields. */
  definition: Record<string, unknown>;
}

/** A template with its scene description: what the render service needs to draw it. */
export interface RenderTemplate extends Template {
  scene: unknown;
  /** The version drawn; absent in videos made before templates had versions (they drew version 1). */
  version?: number;
  /**
   * The account's assets the scene names, resolved when the video was made (absent: it names
   * none). The render reads their bytes from storage by these keys.
   */
  assets?: RenderAsset[];
}

/** Built-in templates answer every account; an account's own only that account. */
export interface GetTemplateQuery extends AccountScoped {
  id: string;
}

export interface ListTemplatesQuery extends AccountScoped, ListQuery {}

/**
 * A template an account writes (`POST /templates`): the body as the client sent it, validated by
 * the catalog, which owns templates (checkTemplateBody in libs/templates).
 */
export interface CreateTemplateCommand extends AccountScoped {
  body: Record<string, unknown>;
  /** As for products: the catalog creates at most one template per key and account. */
  idempotency_key?: string;
}

/** Replaces an account's template with its next version (`PUT /templates/:id`). */
export interface UpdateTemplateCommand extends AccountScoped {
  id: string;
  body: Record<string, unknown>;
}

export type DeleteTemplateCommand = GetTemplateQuery;

export interface TemplateRequests {
  'catalog.list_templates': { request: ListTemplatesQuery; response: ListResult<TemplateRecord> };
  'catalog.get_template': { request: GetTemplateQuery; response: TemplateDetail };
  'catalog.get_render_template': { request: GetTemplateQuery; response: RenderTemplate };
  'catalog.create_template': { request: CreateTemplateCommand; response: TemplateDetail };
  'catalog.update_template': { request: UpdateTemplateCommand; response: TemplateDetail };
  'catalog.delete_template': { request: DeleteTemplateCommand; response: DeletedResource };
}
