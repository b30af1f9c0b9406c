export { Reelsmith, type ReelsmithOptions } from './client.js';
export { ReelsmithError } from './errors.js';
// The money rules the services follow (a copy of the contracts' module, made by `generate`).
export {
  CENTS_PER_CREDIT,
  MAX_PRICE_AMOUNT,
  TOP_UP_CURRENCIES,
  creditsForCents,
  formatMoney,
  formatPrice,
  isCurrencyCode,
  minorUnitExponent,
  parsePrice,
  priceInputText,
  type TopUpCurrency,
} from './generated/money.js';
// The outputs a video can ask for and what each adds to its price (a copy of the contracts' module).
export {
  MAX_OUTPUTS,
  OUTPUT_CREDITS,
  OUTPUT_FORMATS,
  OUTPUT_PROFILES,
  outputName,
  outputsCredits,
  type OutputCheckFailure,
  type OutputChecks,
  type OutputFormat,
  type OutputProfile,
  type OutputRequest,
} from './generated/outputs.js';
export { PageRequest, type ListParams, type Page } from './pagination.js';
export type { WaitOptions } from './resources/wait-until-ended.js';
export type { RequestOptions } from './transport.js';
export { templateBodyOf } from './template-copy.js';
export type * from './types.js';
export { WebhookVerificationError, verifyWebhook } from './verify-webhook.js';
