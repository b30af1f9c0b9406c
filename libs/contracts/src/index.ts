export * from './v1/billing.js';
export * from './v1/catalog.js';
export * from './v1/errors.js';
export * from './v1/lists.js';
export * from './v1/subjects.js';
export * from './v1/languages.js';
export * from './v1/templates.js';
export * from './v1/videos.js';
