import { PrivateAddressError, assertPublicUrl } from '@reelsmith/outbound';
import { invalidRequest } from './api-error.js';

/** Refuses a client URL aimed at a private or local network, naming the field. */
export function requirePublicUrl(url: string, param: string): void {
  try {
    assertPublicUrl(url);
  } catch (error) {
    if (!(error instanceof PrivateAddressError)) throw error;
    throw invalidRequest(
      'parameter_invalid',
      `Invalid ${param}: the address points to a private or local network.`,
      param,
    );
  }
}
