import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '@reelsmith/contracts';
import { idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

export const languageSchema = z.enum(SUPPORTED_LANGUAGES).describe('BCP 47 primary language code.');

export const createAccountBody = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .max(200)
      .refine((value) => value.trim().length > 0, 'must not be blank.'),
    language: languageSchema.default('en'),
  })
  .meta({ id: 'CreateAccountBody' });

export const createdAccountSchema = z
  .object({
    account: z.object({
      id: idSchema('acct'),
      name: z.string(),
      language: languageSchema,
      created_at: timestampSchema,
    }),
    api_key: z.string().describe('Shown once; only its hash is stored.'),
  })
  .meta({ id: 'CreatedAccount' });

export type CreateAccountBody = z.output<typeof createAccountBody>;

export const createdApiKeySchema = z
  .object({
    id: idSchema('key'),
    api_key: z.string().describe('Shown once; only its hash is stored.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'CreatedApiKey' });

export const apiKeySchema = z
  .object({
    id: idSchema('key'),
    prefix: z.string().describe('The first characters of the key, e.g. `rs_live_AbCd`.'),
    last4: z.string().nullable().describe('The last four characters (null for keys made before they were kept).'),
    created_at: timestampSchema,
    revoked_at: timestampSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyListSchema = listEnvelopeSchema(apiKeySchema).meta({ id: 'ApiKeyList' });
