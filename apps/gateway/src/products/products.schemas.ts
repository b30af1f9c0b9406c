import { z } from 'zod';
import { httpUrlSchema, idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

const name = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => value.trim().length > 0, 'must not be blank.')
  .describe('Product name, 1–200 characters.');
const description = z.string().max(5000).describe('Longer description, up to 5,000 characters.');
const imageUrl = httpUrlSchema(2048).describe('http(s) URL of a JPEG, PNG or WebP image.');

export const createProductBody = z
  .strictObject({ name, description: description.nullable().optional(), image_url: imageUrl })
  .meta({ id: 'CreateProductBody' });

export const updateProductBody = z
  .strictObject({
    name: name.optional(),
    description: description.nullable().optional().describe('`null` clears the description.'),
    image_url: imageUrl.optional(),
  })
  .meta({ id: 'UpdateProductBody' });

export const productSchema = z
  .object({
    id: idSchema('prod'),
    name: z.string(),
    description: z.string().nullable(),
    image_url: z.string(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Product' });

export const productListSchema = listEnvelopeSchema(productSchema).meta({ id: 'ProductList' });

export const deletedProductSchema = z
  .object({ id: idSchema('prod'), deleted: z.literal(true) })
  .meta({ id: 'DeletedProduct' });

export type CreateProductBody = z.output<typeof createProductBody>;
export type UpdateProductBody = z.output<typeof updateProductBody>;
