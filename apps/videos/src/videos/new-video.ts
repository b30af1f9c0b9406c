import type { Language, OutputRequest, Product, RenderTemplate } from '@reelsmith/contracts';
import { renderProductOf } from './video-inputs.js';
import { newVideoFiles } from './video-files.js';
import { requestedOutputs, videoCredits } from './video-outputs.js';
import type { ResolvedMusic } from './video-music.js';
import type { VideoEntity } from './video.entity.js';

/** What one new video is made of, checked by the caller (VideoInputs or a batch's checks). */
export interface NewVideo {
  id: string;
  account_id: string;
  template: RenderTemplate;
  product: Product;
  user_prompt: Record<string, unknown>;
  language: Language;
  /** A voice of `language` (`render.list_voices`), checked by the caller. */
  voice: string;
  /** The music under it (the request's, else the template's default); null or absent for none. */
  music?: ResolvedMusic | null;
  /** Extra files made from the same render; absent or empty: none. */
  outputs?: OutputRequest[];
  webhook_url: string | null;
  /** Premium accounts' videos carry no watermark. */
  premium: boolean;
  batch_id?: string;
  idempotency_key?: string;
}

/**
 * A new video's row, `queued`, with everything its render needs copied into `render_request` now,
 * so later edits of the product or the template change nothing. A batch's videos leave the
 * template out: the batch keeps one copy of each, put back when the video is released.
 */
export function newVideoRow(video: NewVideo): Partial<VideoEntity> {
  const { template } = video;
  const renderRequest = {
    video_id: video.id,
    account_id: video.account_id,
    product: renderProductOf(video.product),
    user_prompt: video.user_prompt,
    language: video.language,
    voice: video.voice,
    watermark: !video.premium,
    ...(video.music && { music: video.music.render }),
    files: newVideoFiles(video.id, video.outputs),
  };
  return {
    id: video.id,
    account_id: video.account_id,
    batch_id: video.batch_id ?? null,
    status: 'queued',
    template_id: template.id,
    template_version: template.version ?? 1,
    product_id: video.product.id,
    user_prompt: video.user_prompt,
    language: video.language,
    voice: video.voice,
    webhook_url: video.webhook_url,
    progress: 0,
    video_key: null,
    thumbnail_key: null,
    captions_key: null,
    duration_seconds: template.duration_seconds,
    width: template.width,
    height: template.height,
    credits: videoCredits(template, video.outputs),
    credits_used: 0,
    error_code: null,
    error_message: null,
    warnings: [],
    music: video.music?.record ?? null,
    outputs: requestedOutputs(video.outputs ?? []),
    render_request: video.batch_id ? renderRequest : { ...renderRequest, template },
    created_at: new Date(),
    started_at: null,
    completed_at: null,
    failed_at: null,
    last_progress_at: null,
    idempotency_key: video.idempotency_key ?? null,
  };
}
