export * from './child-process.js';
export * from './probe.js';
export * from './mp4.js';
