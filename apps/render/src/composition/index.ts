export { checkFfmpegCapabilities, FfmpegCapabilityError } from './ffmpeg-capabilities.js';
export { RenderError, type RenderErrorCode } from './render-error.js';
export { renderVideo, type ProcessTimeouts, type RenderVideoRequest, type RenderVideoResult } from './render-video.js';
