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
export const MAX_PRODUCT_IMAGES = 10;
const images = z
  .array(imageUrl)
  .min(1)
  .max(MAX_PRODUCT_IMAGES)
  .describe('1–10 http(s) image URLs, the main one first; `image_url` is always `images[0]`.');
const externalId = z
  .string()
  .min(1)
  .max(200)
  .describe('Your own id for the product (a feed’s `id`), 1–200 characters, unique in your account.');
const brand = z.string().min(1).max(200).describe('The brand, 1–200 characters.');

/** `image_url` and `images` together must agree: the main image is the first. */
function imagesAgree(body: { image_url?: string; images?: string[] }): boolean {
  return body.image_url === undefined || body.images === undefined || body.images[0] === body.image_url;
}
const DISAGREEING_IMAGES = { message: 'must be images[0] when both are sent.', path: ['image_url'] };

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
    image_url: imageUrl.optional().describe('The main image; required unless `images` is sent.'),
    images: images.optional(),
    price: priceSchema.nullable().optional(),
    external_id: externalId.nullable().optional(),
    brand: brand.nullable().optional(),
  })
  .superRefine((body, context) => {
    // Reported as image_url missing, as before images existed.
    if (body.image_url === undefined && body.images === undefined) {
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['image_url'] });
    }
  })
  .refine(imagesAgree, DISAGREEING_IMAGES)
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
    image_url: imageUrl.optional().describe('Replaces the main image (`images[0]`) and keeps the others.'),
    images: images.optional().describe('Replaces every image; the first becomes `image_url`.'),
    price: priceSchema.nullable().optional().describe('`null` clears the price.'),
    external_id: externalId.nullable().optional().describe('`null` clears the external id.'),
    brand: brand.nullable().optional().describe('`null` clears the brand.'),
  })
  .refine(imagesAgree, DISAGREEING_IMAGES)
  .meta({ id: 'UpdateProductBody' });

export const productSchema = z
  .object({
    id: idSchema('prod'),
    name: z.string(),
    description: z.string().nullable(),
    image_url: z.string().describe('The main image: always `images[0]`.'),
    images: z.array(z.string()).describe('1–10 image URLs, the main one first.'),
    price: priceSchema.nullable(),
    source_url: z
      .string()
      .nullable()
      .describe('The page an imported product was read from (a feed’s `link`); `null` otherwise.'),
    external_id: z.string().nullable().describe('Your own id for the product, unique in your account.'),
    brand: z.string().nullable(),
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
