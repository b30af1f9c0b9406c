import { Reelsmith } from '@reelsmith/sdk';

/** The API key lives in sessionStorage: gone when the tab closes, never sent anywhere but /v1. */
const KEY = 'reelsmith.api_key';

export function storedApiKey(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeApiKey(apiKey: string | undefined): void {
  try {
    if (apiKey === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, apiKey);
  } catch {
    // Storage switched off: the session lasts as long as the page.
  }
}

/** A client of the API this page was served by. */
export function clientFor(apiKey: string): Reelsmith {
  return new Reelsmith({ apiKey, baseUrl: `${location.origin}/v1`, maxRetries: 2 });
}
