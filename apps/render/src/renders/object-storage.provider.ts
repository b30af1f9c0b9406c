import type { Provider } from '@nestjs/common';
import { createStorage } from '@reelsmith/storage';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export const objectStorageProvider: Provider = {
  provide: OBJECT_STORAGE,
  inject: [RENDER_CONFIG],
  useFactory: (config: RenderConfig) => createStorage(config),
};
