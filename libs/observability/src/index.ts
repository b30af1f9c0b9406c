export * from './health.module.js';
export * from './metrics.js';
