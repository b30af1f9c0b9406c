import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { listEnvelopeSchema } from '../http/schemas.js';

export const languageSchema = z
  .object({
    code: z.enum(SUPPORTED_LANGUAGES).describe('BCP 47 primary language code, as `language` takes it.'),
    name: z.string().describe('English name.'),
    native_name: z.string().describe('The language’s name for itself.'),
    script: z.string().describe('Writing system, e.g. Latin, Cyrillic, Arabic, Devanagari, Han.'),
    direction: z.enum(['ltr', 'rtl']).describe('`rtl`: texts are laid out right to left.'),
    voice_quality: z
      .enum(['good', 'fair', 'poor'])
      .describe(
        'How well the voice-over speaks free text: `poor` is hard to understand (a video then carries the ' +
          'warning `voice_quality_poor`), `fair` understandable with mistakes.',
      ),
  })
  .meta({ id: 'Language' });

export const languageListSchema = listEnvelopeSchema(languageSchema).meta({ id: 'LanguageList' });
