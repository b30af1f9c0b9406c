/**
 * Stable error codes that cross the NATS hop unchanged. The gateway maps each one to an
 * HTTP status and error type in a single exhaustive switch.
 */
export const ERROR_CODES = [
  'parameter_missing',
  'parameter_unknown',
  'parameter_invalid',
  /** A page to import could not be fetched (`POST /products/import`). */
  'url_unreachable',
  /** A fetched page names no product with a name and an image. */
  'product_not_found',
  /** A video that has already ended cannot be canceled (`POST /videos/:id/cancel`). */
  'video_not_cancelable',
  /** A batch that has already ended cannot be canceled (`POST /batches/:id/cancel`). */
  'batch_not_cancelable',
  /** A preview's product image could not be downloaded (`POST /previews`). */
  'image_unreachable',
  /** A preview's product image is not a usable picture (`POST /previews`). */
  'image_invalid',
  /** A template body breaks a rule of the format; the first finding's code when it is not one of these (`POST`/`PUT /templates`). */
  'template_invalid',
  /** A template's `definition` is over 256 KiB (`POST`/`PUT /templates`). */
  'template_too_large',
  /** A built-in template cannot be replaced or deleted (`PUT`/`DELETE /templates/:id`). */
  'template_read_only',
  /** The account already has the most templates it may (200; `POST /templates`). */
  'template_limit_reached',
  /** An upload's bytes are not the file its Content-Type names, or break a limit (`POST /assets`). */
  'asset_invalid',
  /** The account already keeps as many assets, or as many bytes of them, as it may (`POST /assets`). */
  'asset_limit_reached',
  /** A template names an asset the account does not have (deleted, or another account's; `POST`/`PUT /templates`). */
  'asset_missing',
  /** A template uses a font as a picture, or anything but a font as a text's font (`POST`/`PUT /templates`). */
  'asset_wrong_kind',
  /** An asset the current version of one of the account's templates uses cannot be deleted (`DELETE /assets/:id`). */
  'asset_in_use',
  /** Another product of the account already has this `external_id` (`POST /products`, `PATCH /products/:id`). */
  'external_id_taken',
  'resource_missing',
  'insufficient_credits',
  'idempotency_error',
  'service_unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a service replies instead of a result when a request cannot be served. */
export interface ServiceErrorBody {
  code: ErrorCode;
  message: string;
  param?: string;
}

export const isErrorCode = (code: unknown): code is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(code);

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.message === 'string' && isErrorCode(candidate.code);
}

/** Thrown by a service's logic; the messaging layer turns it into a `ServiceErrorBody` reply. */
export class ServiceError extends Error {
  override name = 'ServiceError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toBody(): ServiceErrorBody {
    return this.param === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, param: this.param };
  }

  static fromBody(body: ServiceErrorBody): ServiceError {
    return new ServiceError(body.code, body.message, body.param);
  }
}
