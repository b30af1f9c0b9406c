import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ServiceError,
  type GetTemplateQuery,
  type ListResult,
  type ListTemplatesQuery,
  type RenderTemplate,
  type Template,
} from '@reelsmith/contracts';
import { loadTemplates, templateSummary, type TemplateDefinition } from '@reelsmith/templates';
import { CATALOG_CONFIG, type CatalogConfig } from '../config.js';

/**
 * The templates: data files, one per template, validated when the service starts (a broken
 * file stops it). Ids are fixed ULIDs, so "newest first" is the order they were designed in.
 */
@Injectable()
export class TemplatesService implements OnModuleInit {
  private newestFirst: TemplateDefinition[] = [];

  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {}

  async onModuleInit(): Promise<void> {
    this.newestFirst = (await loadTemplates(this.config.CATALOG_TEMPLATES_DIR)).reverse();
  }

  list(query: ListTemplatesQuery): ListResult<Template> {
    const cursor = query.ending_before ?? query.starting_after;
    let start = 0;
    let end = this.newestFirst.length;
    if (cursor !== undefined) {
      const index = this.newestFirst.findIndex((template) => template.id === cursor);
      if (index < 0) {
        const param = query.ending_before !== undefined ? 'ending_before' : 'starting_after';
        throw new ServiceError('parameter_invalid', `No such object: '${cursor}'.`, param);
      }
      if (query.ending_before !== undefined) end = index;
      else start = index + 1;
    }
    const window =
      query.ending_before !== undefined
        ? this.newestFirst.slice(Math.max(start, end - query.limit), end)
        : this.newestFirst.slice(start, start + query.limit);
    const hasMore = query.ending_before !== undefined ? end - query.limit > start : start + query.limit < end;
    return { data: window.map(templateSummary), has_more: hasMore };
  }

  get(query: GetTemplateQuery): Template {
    return templateSummary(this.find(query.id));
  }

  /** The template with its scene, copied into a video when it is created. */
  getForRender(query: GetTemplateQuery): RenderTemplate {
    const definition = this.find(query.id);
    return { ...templateSummary(definition), scene: definition };
  }

  private find(id: string): TemplateDefinition {
    const template = this.newestFirst.find((candidate) => candidate.id === id);
    if (!template) throw new ServiceError('resource_missing', `No such template: '${id}'.`, 'id');
    return template;
  }
}
