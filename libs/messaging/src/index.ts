export * from './jetstream.js';
export * from './message-bus.js';
export * from './messaging.module.js';
export * from './nats-options.js';
export * from './outbox-message.entity.js';
export * from './outbox.js';
export * from './request-handler.js';
export * from './start-service.js';
