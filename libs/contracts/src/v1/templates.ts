import type { ListQuery, ListResult } from './lists.js';

/** A built-in template as clients see it. */
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

/** A template with its scene description: what the render service needs to draw it. */
export interface RenderTemplate extends Template {
  scene: unknown;
}

export interface GetTemplateQuery {
  id: string;
}

export type ListTemplatesQuery = ListQuery;

export interface TemplateRequests {
  'catalog.list_templates': { request: ListTemplatesQuery; response: ListResult<Template> };
  'catalog.get_template': { request: GetTemplateQuery; response: Template };
  'catalog.get_render_template': { request: GetTemplateQuery; response: RenderTemplate };
}
