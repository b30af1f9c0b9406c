import { Module } from '@nestjs/common';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { objectStorageProvider } from '../renders/object-storage.provider.js';
import { VoiceRegistry } from './voice-registry.js';
import { VoicesHandlers } from './voices.handlers.js';

const voiceRegistryProvider = {
  provide: VoiceRegistry,
  inject: [RENDER_CONFIG],
  useFactory: (config: RenderConfig) =>
    VoiceRegistry.discover({
      espeakPath: 'espeak-ng',
      festivalPath: 'festival',
      modelsDir: config.VOICE_MODELS_DIR,
      timeoutMs: config.RENDER_TOOL_TIMEOUT * 1000,
    }),
};

@Module({
  controllers: [VoicesHandlers],
  providers: [objectStorageProvider, voiceRegistryProvider],
  exports: [voiceRegistryProvider],
})
export class VoicesModule {}
