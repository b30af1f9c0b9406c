export * from './data-source.js';
export * from './database-url.js';
export * from './ids.js';
export * from './pagination.js';
export * from './test-database.js';
export * from './transient-errors.js';
export * from './database.module.js';
export * from './migration-job.js';
