import type { Language } from '@reelsmith/contracts';

/** Who is calling, as resolved from the API key. */
export interface AuthenticatedAccount {
  id: string;
  language: Language;
  apiKeyId: string;
}
