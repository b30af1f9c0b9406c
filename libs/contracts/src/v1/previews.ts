import type { Language } from './languages.js';
import type { AccountScoped } from './lists.js';
import type { MusicChoice } from './music.js';
import type { OutputProfile } from './outputs.js';
import type { RenderRequest, VideoWarning } from './videos.js';

/** `POST /previews`: what `POST /videos` takes, less the webhook, plus the moment to show. */
export interface PreviewVideoQuery extends AccountScoped {
  template_id: string;
  product_id: string;
  user_prompt: Record<string, unknown>;
  language: Language;
  /** Validated like a video's music; a still is silent, so it changes nothing drawn. */
  music?: MusicChoice | null;
  /** Seconds into the video; the template's thumbnail moment when absent. */
  at_seconds?: number;
  /** The layout of the frame (JSON) instead of its picture. */
  layout?: boolean;
  /** Show the frame of this publish profile's output, laid out at its size clear of its interface. */
  profile?: OutputProfile;
}

/** A render worker's still of one moment, at half the template's size; the account takes turns with others there. */
export interface RenderStillCommand extends Pick<
  RenderRequest,
  'account_id' | 'template' | 'product' | 'user_prompt' | 'language' | 'watermark'
> {
  /** Seconds into the video, at most its duration; the template's thumbnail moment when absent. */
  at_seconds?: number;
  /** Answer the frame's layout instead of its picture. */
  layout?: boolean;
  /** The publish profile whose output the frame is of; absent: the template's own. */
  profile?: OutputProfile;
}

export const FRAME_ELEMENT_KINDS = ['background', 'shape', 'product', 'image', 'text', 'caption', 'watermark'] as const;
export type FrameElementKind = (typeof FRAME_ELEMENT_KINDS)[number];

/** One thing drawn in a frame, in the template's full-size pixels. */
export interface FrameElement {
  kind: FrameElementKind;
  /** The element's name in the template (`headline`, `price`, …); `caption`, `watermark`, `background`. */
  name: string;
  /** The drawn ink's bounds: a text's glyphs and its panel, not its layout box. */
  box: { x: number; y: number; width: number; height: number };
  /** 0–1 at that moment. */
  opacity: number;
  /** The string drawn, after shortening; null for what is not text. */
  text: string | null;
}

/** `POST /previews` with `Accept: application/json`: everything drawn at that moment, in drawing order. */
export interface FrameLayout {
  at_seconds: number;
  width: number;
  height: number;
  warnings: VideoWarning[];
  elements: FrameElement[];
}

/** A JPEG travels base64-encoded inside the JSON reply (a half-size frame is ~50–200 kB). */
export interface StillPreview {
  jpeg_base64: string;
  width: number;
  height: number;
}

export interface PreviewRequests {
  'videos.preview_video': { request: PreviewVideoQuery; response: StillPreview | FrameLayout };
  'render.render_still': { request: RenderStillCommand; response: StillPreview | FrameLayout };
}
