import { ProcessFailedError } from '@reelsmith/media';

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

/**
 * What a failed render rejects with: the abort's reason when it was aborted, a RenderError as
 * it is, anything else as a `render_failed` that says what went wrong after `what`.
 */
export function asRenderError(error: unknown, signal: AbortSignal | undefined, what: string): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof RenderError) return error;
  const detail = error instanceof ProcessFailedError ? error.message : String(error);
  return new RenderError('render_failed', `${what}: ${detail}`, { cause: error });
}
