import { Injectable } from '@nestjs/common';
import { ServiceError, type FrameLayout, type PreviewVideoQuery, type StillPreview } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import { VideoInputs, renderProductOf } from '../videos/video-inputs.js';

/** How long a render worker may take for a still, its wait for a turn included. */
export const STILL_TIMEOUT_MS = 20_000;

/**
 * Still previews: validated exactly like a new video, free (nothing is charged or stored),
 * rendered by a render worker while the caller waits. The watermark follows the account's
 * premium status, as the video's would.
 */
@Injectable()
export class PreviewsService {
  constructor(
    private readonly bus: MessageBus,
    private readonly inputs: VideoInputs,
  ) {}

  async preview(query: PreviewVideoQuery): Promise<StillPreview | FrameLayout> {
    const { template, product } = await this.inputs.resolve(query);
    if (query.at_seconds !== undefined && query.at_seconds > template.duration_seconds) {
      throw new ServiceError(
        'parameter_invalid',
        `at_seconds must be between 0 and the template's duration, ${template.duration_seconds}.`,
        'at_seconds',
      );
    }
    const balance = await this.bus.request('billing.get_balance', { account_id: query.account_id });
    return this.bus.request(
      'render.render_still',
      {
        account_id: query.account_id,
        template,
        product: renderProductOf(product),
        user_prompt: query.user_prompt,
        language: query.language,
        watermark: !balance.is_premium,
        at_seconds: query.at_seconds,
        profile: query.profile,
        layout: query.layout,
      },
      { timeoutMs: STILL_TIMEOUT_MS },
    );
  }
}
