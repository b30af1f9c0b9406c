export { checkFfmpegCapabilities, FfmpegCapabilityError } from './ffmpeg-capabilities.js';
export { RenderError, type RenderErrorCode } from './render-error.js';
export type { LocalAsset, ProcessTimeouts, RenderInput } from './render-input.js';
export { layoutStill, renderStill, type RenderStillRequest, type RenderStillResult } from './render-still.js';
export { renderVideo, type RenderVideoRequest, type RenderVideoResult } from './render-video.js';
