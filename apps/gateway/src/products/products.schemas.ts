import { z } from 'zod';
import { MAX_PRICE_AMOUNT, isCurrencyCode } from '@reelsmith/contracts';
import { httpUrlSchema, idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

const name = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => value.trim().length > 0, 'must not be blank.')
  .describe('Product name, 1–200 characters.');
const description = z.string().max(5000).describe('Longer description, up to 5,000 characters.');
const imageUrl = httpUrlSchema(2048).describe('http(s) URL of a JPEG, PNG or WebP image.');

export const priceSchema = z
  .strictObject({
    amount: z
      .number()
      .int()
      .min(0)
      .max(MAX_PRICE_AMOUNT)
      .describe('In the currency’s smallest unit (ISO 4217): 1990 is $19.90 in `usd`, ¥1,990 in `jpy`.'),
    currency: z
      .string()
      .refine(isCurrencyCode, 'must be a lowercase ISO 4217 currency code, such as usd, eur or jpy.')
      .meta({ pattern: '^[a-z]{3}$' })
      .describe('Lowercase ISO 4217 currency code.'),
  })
  .meta({ id: 'Price' });

export const createProductBody = z
  .strictObject({
    name,
    description: description.nullable().optional(),
    image_url: imageUrl,
    price: priceSchema.nullable().optional(),
  })
  .meta({ id: 'CreateProductBody' });

export const importProductBody = z
  .strictObject({
    url: httpUrlSchema(2048).describe('http(s) address of a product page in a shop.'),
  })
  .meta({ id: 'ImportProductBody' });

export const updateProductBody = z
  .strictObject({
    name: name.optional(),
    description: description.nullable().optional().describe('`null` clears the description.'),
    image_url: imageUrl.optional(),
    price: priceSchema.nullable().optional().describe('`null` clears the price.'),
  })
  .meta({ id: 'UpdateProductBody' });

export const productSchema = z
  .object({
    id: idSchema('prod'),
    name: z.string(),
    description: z.string().nullable(),
    image_url: z.string(),
    price: priceSchema.nullable(),
    source_url: z.string().nullable().describe('The page an imported product was read from; `null` otherwise.'),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Product' });

export const productListSchema = listEnvelopeSchema(productSchema).meta({ id: 'ProductList' });

export const deletedProductSchema = z
  .object({ id: idSchema('prod'), deleted: z.literal(true) })
  .meta({ id: 'DeletedProduct' });

export type CreateProductBody = z.output<typeof createProductBody>;
export type ImportProductBody = z.output<typeof importProductBody>;
export type UpdateProductBody = z.output<typeof updateProductBody>;
