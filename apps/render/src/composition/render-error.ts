/**
 * Failures a video can end with, named by the codes of the public contract, so the render
 * service can put `code` straight into the video's `error`. Cancellation is not one of them:
 * an aborted render rejects with the AbortSignal's reason.
 */
export type RenderErrorCode = 'image_invalid' | 'render_failed';

export class RenderError extends Error {
  constructor(
    readonly code: RenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RenderError';
  }
}
