import { Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ServiceError,
  type ListVoicesQuery,
  type MakeVoiceSampleCommand,
  type Voice,
  type VoiceSample,
} from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import type { ObjectStorage } from '@reelsmith/storage';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { OBJECT_STORAGE } from '../renders/object-storage.provider.js';
import { storedSample } from './voice-samples.js';
import { VoiceRegistry } from './voice-registry.js';

/** The voices this worker speaks with, and their samples: the fleet answers, not a list in the gateway. */
@RequestHandlers()
export class VoicesHandlers {
  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly voices: VoiceRegistry,
  ) {}

  @HandleRequest('render.list_voices')
  async list(@Payload() query: ListVoicesQuery): Promise<Voice[]> {
    return this.voices.list(query.language);
  }

  @HandleRequest('render.make_voice_sample')
  async sample(@Payload() command: MakeVoiceSampleCommand): Promise<VoiceSample> {
    const voice = this.voices.get(command.voice_id);
    if (!voice) throw new ServiceError('resource_missing', `No such voice: '${command.voice_id}'.`, 'id');
    const key = await storedSample(voice, this.storage, {
      workRoot: this.config.RENDER_WORK_DIR,
      timeoutMs: this.config.RENDER_TOOL_TIMEOUT * 1000,
    });
    return { key };
  }
}
