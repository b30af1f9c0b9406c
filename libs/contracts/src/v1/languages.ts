/** Languages a video can be made in: BCP 47 primary language codes. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];
