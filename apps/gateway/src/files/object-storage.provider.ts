import type { Provider } from '@nestjs/common';
import { createStorage } from '@reelsmith/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export const objectStorageProvider: Provider = {
  provide: OBJECT_STORAGE,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) => createStorage(config),
};
