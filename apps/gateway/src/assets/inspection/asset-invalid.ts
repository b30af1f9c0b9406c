import { invalidRequest, type ApiError } from '../../http/api-error.js';

/** The upload is not the file its Content-Type names, or breaks a limit: 400 `asset_invalid`. */
export const assetInvalid = (message: string): ApiError => invalidRequest('asset_invalid', message);
