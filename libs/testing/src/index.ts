export * from './api-client.js';
export * from './free-port.js';
export * from './nats-server.js';
export * from './poll-until.js';
export * from './postgres.js';
export * from './test-stack.js';
export * from './file-server.js';
export * from './fake-stripe.js';
