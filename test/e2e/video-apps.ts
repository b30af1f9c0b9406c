/**
 * The apps a video needs from its request to its end (every app but webhooks), for a stack of
 * a file's own that neither sends nor tests webhooks: each app left out is one less to boot.
 */
export const VIDEO_APPS = ['gateway', 'catalog', 'videos', 'billing', 'render'] as const;
