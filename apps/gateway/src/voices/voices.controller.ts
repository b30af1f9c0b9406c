import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { VOICE_ID_PATTERN, type ListResult, type Voice } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { ObjectStorage } from '@reelsmith/storage';
import { OBJECT_STORAGE } from '../files/object-storage.provider.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidQuery } from '../http/request-input.decorators.js';
import { listVoicesQuery, voiceListSchema } from './voices.schemas.js';

const TAG = 'Voices';
/**
 * A first sample is synthesised, measured and stored by a render worker, which may be between
 * renders on a busy machine: seconds, not the few hundred milliseconds of other requests (the
 * services' SERVICE_TIMEOUT_MS answered 503 for it under load). Once made it is read from storage.
 */
const SAMPLE_TIMEOUT_MS = 20_000;
const noSuchVoice = (id: string) => new ApiError(404, 'not_found', 'resource_missing', `No such voice: '${id}'.`, 'id');

/**
 * The voices videos can speak with, as the render fleet has them (`render.list_voices`): the
 * gateway keeps no list of its own, since operators add voices by mounting models on the fleet.
 */
@Controller('voices')
export class VoicesController {
  constructor(
    private readonly bus: MessageBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List the voices a video can speak with',
    description:
      'Each voice speaks one language; `voice` on `POST /videos` takes its `id`. espeak-ng has a voice for every ' +
      'language; Festival and mounted ONNX models add others. All of them (or a language’s), in one page.',
    query: listVoicesQuery,
    response: voiceListSchema,
    errors: [400],
  })
  async list(@ValidQuery() query: { language?: Voice['language'] }): Promise<ListResult<Voice>> {
    const voices = await this.bus.request('render.list_voices', query.language ? { language: query.language } : {});
    return { data: voices, has_more: false };
  }

  @Get(':id/sample')
  @Endpoint({
    tag: TAG,
    summary: 'Listen to a voice',
    description:
      'A few seconds of the voice saying fixed phrases of its language, at the loudness of a video (−14 LUFS), as ' +
      'a WAV. Made the first time it is asked for, then kept.',
    produces: 'audio/wav',
    errors: [404],
  })
  async sample(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    if (!VOICE_ID_PATTERN.test(id)) throw noSuchVoice(id);
    const { key } = await this.bus.request(
      'render.make_voice_sample',
      { voice_id: id },
      { timeoutMs: SAMPLE_TIMEOUT_MS },
    );
    const sample = await this.storage.get(key);
    if (!sample) throw noSuchVoice(id);
    // The key changes with the sample, and this address with the voice: a day's caching is safe.
    void reply
      .type(sample.contentType)
      .header('Content-Length', String(sample.size))
      .header('Cache-Control', 'private, max-age=86400');
    return sample.body;
  }
}
