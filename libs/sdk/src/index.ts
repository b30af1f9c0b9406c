export { Reelsmith, type ReelsmithOptions } from './client.js';
export { ReelsmithError } from './errors.js';
export { PageRequest, type ListParams, type Page } from './pagination.js';
export type { WaitOptions } from './resources/videos.js';
export type { RequestOptions } from './transport.js';
export type * from './types.js';
export { WebhookVerificationError, verifyWebhook } from './verify-webhook.js';
