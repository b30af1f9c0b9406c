export * from './child-process.js';
export * from './probe.js';
