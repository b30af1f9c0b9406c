import { z } from 'zod';
import { SUPPORTED_LANGUAGES, VOICE_ENGINES, VOICE_GENDERS } from '@reelsmith/contracts';
import { listEnvelopeSchema } from '../http/schemas.js';

export const listVoicesQuery = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES).optional().describe('Only the voices of this language.'),
});

export const voiceSchema = z
  .object({
    id: z.string().describe('What `voice` takes on `POST /videos`.'),
    language: z.enum(SUPPORTED_LANGUAGES).describe('The one language the voice speaks.'),
    name: z.string(),
    engine: z
      .enum(VOICE_ENGINES)
      .describe(
        '`espeak`: espeak-ng, every language; `festival`: Festival’s English HTS voices; `neural`: an ONNX voice ' +
          '(Piper or Kokoro) the operator mounted.',
      ),
    gender: z.enum(VOICE_GENDERS),
    sample_rate: z.number().int().describe('Samples per second the engine speaks at.'),
    quality: z
      .enum(['good', 'fair', 'poor'])
      .describe('How well it speaks free text: `poor` is hard to understand (the video warns `voice_quality_poor`).'),
  })
  .meta({ id: 'Voice' });

export const voiceListSchema = listEnvelopeSchema(voiceSchema).meta({ id: 'VoiceList' });
