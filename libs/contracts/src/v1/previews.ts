import type { Language } from './languages.js';
import type { AccountScoped } from './lists.js';
import type { RenderRequest } from './videos.js';

/** `POST /previews`: what `POST /videos` takes, less the webhook, plus the moment to show. */
export interface PreviewVideoQuery extends AccountScoped {
  template_id: string;
  product_id: string;
  user_prompt: Record<string, unknown>;
  language: Language;
  /** Seconds into the video; the template's thumbnail moment when absent. */
  at_seconds?: number;
}

/** A render worker's still of one moment, at half the template's size; the account takes turns with others there. */
export interface RenderStillCommand extends Pick<
  RenderRequest,
  'account_id' | 'template' | 'product' | 'user_prompt' | 'language' | 'watermark'
> {
  /** Seconds into the video, at most its duration; the template's thumbnail moment when absent. */
  at_seconds?: number;
}

/** A JPEG travels base64-encoded inside the JSON reply (a half-size frame is ~50–200 kB). */
export interface StillPreview {
  jpeg_base64: string;
  width: number;
  height: number;
}

export interface PreviewRequests {
  'videos.preview_video': { request: PreviewVideoQuery; response: StillPreview };
  'render.render_still': { request: RenderStillCommand; response: StillPreview };
}
