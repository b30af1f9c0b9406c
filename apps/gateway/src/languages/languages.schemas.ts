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
  })
  .meta({ id: 'Language' });

export const languageListSchema = listEnvelopeSchema(languageSchema).meta({ id: 'LanguageList' });
