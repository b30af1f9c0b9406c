import type { RenderRequest } from '@reelsmith/contracts';
import { parseTemplate } from '@reelsmith/templates';
import type { RenderInput } from '../composition/index.js';

/** What a render request says about the video, as the composition takes it. */
export function renderInputOf(
  request: Pick<RenderRequest, 'template' | 'product' | 'user_prompt' | 'language' | 'watermark'>,
): Pick<RenderInput, 'template' | 'product' | 'userPrompt' | 'language' | 'watermark'> {
  return {
    template: parseTemplate(request.template.scene, request.template.id),
    product: {
      name: request.product.name,
      description: request.product.description ?? '',
      price: request.product.price ?? null,
    },
    userPrompt: request.user_prompt,
    language: request.language,
    watermark: request.watermark,
  };
}
