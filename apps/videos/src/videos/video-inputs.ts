import { Injectable } from '@nestjs/common';
import {
  ServiceError,
  defaultVoiceId,
  type AccountScoped,
  type Language,
  type MusicChoice,
  type Product,
  type RenderRequest,
} from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { validateUserPrompt } from '@reelsmith/templates';
import { resolveMusic } from './video-music.js';

export interface VideoInputsQuery extends AccountScoped {
  template_id: string;
  product_id: string;
  user_prompt: Record<string, unknown>;
  music?: MusicChoice | null;
}

/** The product as a render takes it. */
export const renderProductOf = (product: Product): RenderRequest['product'] => ({
  name: product.name,
  description: product.description,
  image_url: product.image_url,
  price: product.price,
});

/**
 * What a video and a preview of it are made from: the template (a built-in or the account's own,
 * at its current version) and the account's product they name, with `user_prompt` checked
 * against the template, and the music laid under it, so both answer the same errors.
 */
@Injectable()
export class VideoInputs {
  constructor(private readonly bus: MessageBus) {}

  async resolve(query: VideoInputsQuery) {
    // Both asked at once; when both are wrong the template's error is the one answered, whichever came first.
    const [templateAnswer, productAnswer] = await Promise.allSettled([
      this.bus
        .request('catalog.get_render_template', { account_id: query.account_id, id: query.template_id })
        .catch(renameParam('template_id')),
      this.bus
        .request('catalog.get_product', { account_id: query.account_id, id: query.product_id })
        .catch(renameParam('product_id')),
    ]);
    if (templateAnswer.status === 'rejected') throw templateAnswer.reason;
    if (productAnswer.status === 'rejected') throw productAnswer.reason;
    const [template, product] = [templateAnswer.value, productAnswer.value];
    const violation = validateUserPrompt(template, query.user_prompt);
    if (violation) throw new ServiceError(violation.code, violation.message, violation.param);
    const music = await resolveMusic(this.bus, query, template);
    return { template, product, music };
  }

  /**
   * The voice a video speaks with: the one named, when the render fleet has it for the video's
   * language (asked each time: the fleet's list changes when an operator mounts voices), else
   * the language's default.
   */
  async voice(query: { voice?: string; language: Language }): Promise<string> {
    if (query.voice === undefined) return defaultVoiceId(query.language);
    const voices = await this.bus.request('render.list_voices', { language: query.language });
    if (voices.some((voice) => voice.id === query.voice)) return query.voice;
    throw new ServiceError(
      'parameter_invalid',
      `No voice '${query.voice}' speaks '${query.language}': GET /v1/voices?language=${query.language} lists those that do.`,
      'voice',
    );
  }
}

/** A missing template or product answers with the param the client sent (`template_ids[2]`). */
export function renameParam(param: string) {
  return (error: unknown): never => {
    if (error instanceof ServiceError && error.code === 'resource_missing') {
      throw new ServiceError('resource_missing', error.message, param);
    }
    throw error;
  };
}
