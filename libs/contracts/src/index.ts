export * from './v1/catalog.js';
export * from './v1/errors.js';
export * from './v1/lists.js';
export * from './v1/subjects.js';
export * from './v1/languages.js';
