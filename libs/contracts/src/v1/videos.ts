import type { Language } from './languages.js';
import type { Price } from './money.js';
import type { AccountScoped, ListQuery, ListResult } from './lists.js';
import type { MusicChoice, RenderMusic, VideoMusic } from './music.js';
import type { OutputFile, OutputRequest, OutputTarget, VideoOutput, VideoOutputRecord } from './outputs.js';
import type { RenderTemplate } from './templates.js';

export const VIDEO_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_ERROR_CODES = [
  'image_unreachable',
  'image_invalid',
  'insufficient_credits',
  'render_failed',
  'timeout',
  'canceled',
] as const;
export type VideoErrorCode = (typeof VIDEO_ERROR_CODES)[number];

export interface VideoError {
  code: VideoErrorCode;
  message: string;
}

/**
 * Something the render had to do that the shop should know (`text_shortened`,
 * `voice_lines_dropped`, `voice_sped_up`, `voice_quality_poor`); `element` names what it
 * concerns (a template element's name such as `headline`, or `voiceover`).
 */
export interface VideoWarning {
  code: string;
  message: string;
  element: string;
}

export interface Video {
  id: string;
  status: VideoStatus;
  template_id: string;
  /** The version of the template the video was made with, and renders, whatever happens to the template later. */
  template_version: number;
  product_id: string;
  /** The batch that made the video; null for a video made on its own. */
  batch_id: string | null;
  user_prompt: Record<string, unknown>;
  language: Language;
  /** The voice of the voice-over (`GET /voices`); espeak-ng's of the language unless one was named. */
  voice: string;
  webhook_url: string | null;
  progress: number;
  video_url: string | null;
  thumbnail_url: string | null;
  /** WebVTT of what the voice-over says; null for a video without one. */
  captions_url: string | null;
  duration_seconds: number;
  width: number;
  height: number;
  credits_used: number;
  error: VideoError | null;
  /** What the render had to change; empty when nothing (and before the video is rendered). */
  warnings: VideoWarning[];
  /** The music under the video (the request's, else the template's default), levels filled in; null for none. */
  music: VideoMusic | null;
  /**
   * The extra files asked for (publish profiles, other formats), in the order asked; empty
   * when none. Their URLs and measures are null until the video completes.
   */
  outputs: VideoOutput[];
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  failed_at: string | null;
}

/**
 * Where a video's rendered files are kept: storage keys such as `videos/<id>_<token>.mp4`.
 * Services exchange keys; the gateway, which serves the files, turns them into public URLs.
 */
export interface VideoFiles {
  video_key: string;
  thumbnail_key: string;
  /**
   * The WebVTT captions of the voice-over. In a render request: where they go should the video
   * speak (absent in requests made before captions existed); in `render.completed` and a
   * record: present only when the video speaks and the file was stored.
   */
  captions_key?: string;
  /**
   * In a render request: where each requested output goes (absent when none was requested).
   * A completed render reports what it stored in `render.completed`'s `outputs` instead.
   */
  outputs?: OutputTarget[];
}

/** A video as services exchange it: the public record less its URLs, plus its files' keys. */
export interface VideoRecord extends Omit<Video, 'video_url' | 'thumbnail_url' | 'captions_url' | 'outputs'> {
  files: VideoFiles | null;
  /** The outputs with their keys; absent from records announced before outputs existed. */
  outputs?: VideoOutputRecord[];
}

/** The public address of a stored file: the gateway serves every key at `/v1/files/<key>`. */
export const publicFileUrl = (publicBaseUrl: string, key: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}/v1/files/${key}`;

/** The contract's video record, with the public URLs of its files under `publicBaseUrl`. */
export function publicVideo({ files, outputs = [], ...record }: VideoRecord, publicBaseUrl: string): Video {
  const url = (key: string | null | undefined) => (key ? publicFileUrl(publicBaseUrl, key) : null);
  return {
    ...record,
    video_url: url(files?.video_key),
    thumbnail_url: url(files?.thumbnail_key),
    captions_url: url(files?.captions_key),
    outputs: outputs.map(({ key, ...output }) => ({ ...output, url: url(key) })),
  };
}

export interface CreateVideoCommand extends AccountScoped {
  template_id: string;
  product_id: string;
  user_prompt: Record<string, unknown>;
  language: Language;
  /** A voice of the language (`render.list_voices`); absent: the language's default. */
  voice?: string;
  webhook_url: string | null;
  /** The music to lay under the video; absent: the template's default music, if any; null: none. */
  music?: MusicChoice | null;
  /** Extra files made from the same render (publish profiles, other formats); absent: none. */
  outputs?: OutputRequest[];
  /**
   * The client's Idempotency-Key, scoped to the account: the service creates at most one
   * record per key (a unique index), and a repeat answers that record.
   */
  idempotency_key?: string;
}

export interface GetVideoQuery extends AccountScoped {
  id: string;
}

export interface ListVideosQuery extends AccountScoped, ListQuery {
  status?: VideoStatus;
  product_id?: string;
  batch_id?: string;
}

export interface VideoRequests {
  'videos.create_video': { request: CreateVideoCommand; response: VideoRecord };
  'videos.get_video': { request: GetVideoQuery; response: VideoRecord };
  'videos.list_videos': { request: ListVideosQuery; response: ListResult<VideoRecord> };
  'videos.cancel_video': { request: GetVideoQuery; response: VideoRecord };
}

/** What a render needs, copied when the video was created so later edits cannot change it. */
export interface RenderRequest {
  video_id: string;
  account_id: string;
  template: RenderTemplate;
  /** `price` is absent in requests made before products had prices. */
  product: { name: string; description: string | null; image_url: string; price?: Price | null };
  user_prompt: Record<string, unknown>;
  language: Language;
  /** The voice-over's voice; absent in requests made before voices could be chosen (the language's default). */
  voice?: string;
  watermark: boolean;
  /** The music under the video, resolved when it was made; absent: a video without music. */
  music?: RenderMusic;
  /** Where the worker stores the outputs: keys chosen when the video was created. */
  files: VideoFiles;
}

/**
 * The saga of one video, in order: created → charged (or charge declined) → render requested
 * → progressed… → render completed | render failed → video completed | video failed.
 */
export interface VideoEvents {
  'video.created': { video_id: string; account_id: string; credits: number };
  'billing.video_charged': { video_id: string; account_id: string; credits: number; transaction_id: string };
  'billing.video_charge_declined': { video_id: string; account_id: string; credits: number };
  'video.render_requested': RenderRequest;
  /** The render started: the video is now `processing` (its record as it stands). */
  'video.started': { account_id: string; video: VideoRecord };
  /** A worker took the job: the stall clock starts now, the queue wait ends. */
  'render.started': { video_id: string };
  'render.progressed': { video_id: string; progress: number };
  /** What the worker stored, and what it measured (ffprobe) on the files it stored. */
  'render.completed': {
    video_id: string;
    files: VideoFiles;
    duration_seconds: number;
    width: number;
    height: number;
    /** What the render had to change (absent from workers that predate warnings). */
    warnings?: VideoWarning[];
    /**
     * Each requested output as stored at its key and measured, with its checks. A video
     * completes only when every requested output is here and passed its checks.
     */
    outputs?: OutputFile[];
  };
  /**
   * `outputs`: when the render failed because outputs failed their checks, each requested
   * output as measured (its key where it would have gone; nothing was stored).
   */
  'render.failed': { video_id: string; error: VideoError; outputs?: OutputFile[] };
  /** The record carries its files' keys; `publicVideo` gives the contract's record with URLs. */
  'video.completed': { account_id: string; video: VideoRecord };
  'video.failed': { account_id: string; video: VideoRecord };
  /**
   * A charge reached a video that had already failed (canceled or timed out while it waited
   * for billing): the videos service will never render it, so billing gives the credits back.
   */
  'video.charge_rejected': { video_id: string; account_id: string; transaction_id: string };
}
