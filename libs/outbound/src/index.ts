export * from './public-address.js';
export * from './safe-fetch.js';
