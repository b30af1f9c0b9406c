import { Injectable } from '@nestjs/common';
import {
  BATCH_LIMITS,
  ServiceError,
  type CreateBatchCommand,
  type Language,
  type Product,
  type RenderTemplate,
} from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { validateUserPrompt } from '@reelsmith/templates';
import { VideoInputs, renameParam } from '../videos/video-inputs.js';
import { assertOutputsFit } from '../videos/video-outputs.js';
import { resolveMusic, type ResolvedMusic } from '../videos/video-music.js';

/** Products asked of the catalog per request: a reply stays far below NATS's 1 MB payload. */
const PRODUCTS_PER_REQUEST = 100;
/** A sync's changed products asked per request: ids only, so many more fit. */
const SYNC_CHANGES_PER_REQUEST = 1_000;

/** The first value `values` repeats, with the index of its repetition. */
function firstRepeat(values: readonly string[]): { value: string; index: number } | undefined {
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value)) return { value, index };
    seen.add(value);
  }
  return undefined;
}

/**
 * What a batch's videos are made of, checked as a single video's are (VideoInputs) but for all
 * of them at once: every template exists for the account and takes `user_prompt`, every product
 * (named, or changed by the named sync) is the account's; nothing is named twice and the product
 * of the three lists stays within BATCH_LIMITS.videos. Errors name the offending item (`product_ids[3]`).
 */
@Injectable()
export class BatchInputs {
  constructor(
    private readonly bus: MessageBus,
    private readonly videoInputs: VideoInputs,
  ) {}

  async resolve(command: CreateBatchCommand): Promise<{
    templates: RenderTemplate[];
    products: Product[];
    syncId: string | null;
    /** By language: the named voice (which must speak it), else its default. */
    voices: Map<Language, string>;
    /** By template id: the named music, else the template's default; null for none. */
    music: Map<string, ResolvedMusic | null>;
  }> {
    for (const param of ['product_ids', 'template_ids', 'languages'] as const) {
      const repeat = firstRepeat(command[param] ?? []);
      if (repeat) {
        throw new ServiceError(
          'parameter_invalid',
          `'${repeat.value}' is named twice in ${param}.`,
          `${param}[${repeat.index}]`,
        );
      }
    }
    const perProduct = command.template_ids.length * command.languages.length;
    const productIds = command.sync_id
      ? await this.changedBy(command, command.sync_id, Math.floor(BATCH_LIMITS.videos / perProduct))
      : (command.product_ids ?? []);
    const total = productIds.length * perProduct;
    if (total > BATCH_LIMITS.videos) {
      throw new ServiceError(
        'parameter_invalid',
        `A batch makes at most ${BATCH_LIMITS.videos} videos; these products × templates × languages make ${total}.`,
        'product_ids',
      );
    }
    const templates = await Promise.all(command.template_ids.map((id, i) => this.template(command, id, i)));
    const voices = await Promise.all(
      command.languages.map(async (language) => {
        const voice = await this.videoInputs.voice({ voice: command.voice, language });
        return [language, voice] as const;
      }),
    );
    const music = await Promise.all(
      templates.map(async (template) => [template.id, await resolveMusic(this.bus, command, template)] as const),
    );
    return {
      templates,
      products: await this.products(command, productIds),
      syncId: command.sync_id ?? null,
      voices: new Map(voices),
      music: new Map(music),
    };
  }

  /**
   * The products the account's sync created or updated, a page at a time; refused once they
   * are more than `most` (the batch would pass BATCH_LIMITS.videos).
   */
  private async changedBy(command: CreateBatchCommand, syncId: string, most: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.bus.request('catalog.get_sync_changes', {
        account_id: command.account_id,
        sync_id: syncId,
        limit: SYNC_CHANGES_PER_REQUEST,
        ...(after ? { after } : {}),
      });
      ids.push(...page.product_ids);
      if (ids.length > most) {
        throw new ServiceError(
          'parameter_invalid',
          `The sync changed more than ${most} products: with these templates and languages that is over ${BATCH_LIMITS.videos} videos. Name the products in batches of your own.`,
          'sync_id',
        );
      }
      if (!page.has_more) return ids;
      after = page.product_ids.at(-1);
    }
  }

  private async template(command: CreateBatchCommand, id: string, index: number): Promise<RenderTemplate> {
    const template = await this.bus
      .request('catalog.get_render_template', { account_id: command.account_id, id })
      .catch(renameParam(`template_ids[${index}]`));
    const violation = validateUserPrompt(template, command.user_prompt);
    if (violation) {
      throw new ServiceError(violation.code, `${violation.message} (template '${id}')`, violation.param);
    }
    assertOutputsFit(template, command.outputs, ` (template_ids[${index}])`);
    return template;
  }

  private async products(command: CreateBatchCommand, productIds: string[]): Promise<Product[]> {
    const products: Product[] = [];
    for (let start = 0; start < productIds.length; start += PRODUCTS_PER_REQUEST) {
      const ids = productIds.slice(start, start + PRODUCTS_PER_REQUEST);
      const { results } = await this.bus.request('catalog.get_products', {
        items: ids.map((id) => ({ account_id: command.account_id, id })),
      });
      for (const [offset, result] of results.entries()) {
        if ('error' in result) {
          throw new ServiceError(result.error.code, result.error.message, `product_ids[${start + offset}]`);
        }
        products.push(result.product);
      }
    }
    return products;
  }
}
