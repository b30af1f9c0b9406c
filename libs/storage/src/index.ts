export * from './filesystem-storage.js';
export * from './s3-storage.js';
export * from './storage-config.js';
export * from './storage.js';
