import type { VideoError, VideoErrorCode } from '@reelsmith/contracts';

/**
 * What a failed video tells its customer: one fixed sentence per code. What went wrong inside
 * (ffmpeg's output, file paths, addresses) goes to the logs only.
 */
export const VIDEO_ERROR_MESSAGES: Record<VideoErrorCode, string> = {
  image_unreachable: 'The product image could not be downloaded from its URL.',
  image_invalid: 'The product image is not a usable JPEG, PNG or WebP picture of at most 20 MB and 8,000 px a side.',
  insufficient_credits: 'The balance could not cover the credits this video costs when its render was due to start.',
  render_failed: 'The video could not be rendered.',
  timeout: 'The video was not rendered in time.',
  canceled: 'The video was canceled.',
};

/**
 * The columns of a video that has failed with `error` at `at`: the customer's sentence, and no
 * credits used (billing refunds what was charged). One video's transition and a batch's bulk
 * failure write the same.
 */
export const failedColumns = (error: VideoError, at: Date) => ({
  status: 'failed' as const,
  error_code: error.code,
  error_message: VIDEO_ERROR_MESSAGES[error.code],
  credits_used: 0,
  failed_at: at,
});
