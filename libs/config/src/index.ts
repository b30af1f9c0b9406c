export * from './env.js';
export * from './logger.js';
export * from './request-context.js';
export * from './app-manifest.js';
