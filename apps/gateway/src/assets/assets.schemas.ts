import { z } from 'zod';
import { ASSET_CONTENT_TYPES, SCRIPTS } from '@reelsmith/contracts';
import { idSchema, listEnvelopeSchema, timestampSchema } from '../http/schemas.js';

export const ASSET_TYPES = Object.keys(ASSET_CONTENT_TYPES) as Array<keyof typeof ASSET_CONTENT_TYPES>;

export const uploadAssetQuery = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('A label of yours, 1–200 characters; only shown back, never used as a file name.'),
});

const common = {
  id: idSchema('asset'),
  content_type: z.enum(ASSET_TYPES),
  name: z.string().nullable().describe('The `name` given at upload, or `null`.'),
  bytes: z.number().int().describe('Size of the file in bytes.'),
  created_at: timestampSchema,
};

export const assetSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        ...common,
        kind: z.literal('image'),
        width: z.number().int().describe('Width in pixels, as parsed from the file.'),
        height: z.number().int().describe('Height in pixels, as parsed from the file.'),
      })
      .meta({ id: 'ImageAsset' }),
    z
      .object({
        ...common,
        kind: z.literal('font'),
        family: z.string().describe("The font's family name, from its `name` table."),
        style: z.string().describe("The font's style (subfamily) name, such as `Bold Italic`."),
        scripts: z
          .array(z.enum(SCRIPTS))
          .describe(
            'The writing systems the font draws: those of which it has a glyph for every basic letter (docs/api.md, "Assets").',
          ),
      })
      .meta({ id: 'FontAsset' }),
    z
      .object({
        ...common,
        kind: z.literal('audio'),
        duration_seconds: z.number().describe('Length in seconds, as measured in the file.'),
      })
      .meta({ id: 'AudioAsset' }),
  ])
  .meta({ id: 'Asset' });

export const assetListSchema = listEnvelopeSchema(assetSchema).meta({ id: 'AssetList' });

export const deletedAssetSchema = z
  .object({ id: idSchema('asset'), deleted: z.literal(true) })
  .meta({ id: 'DeletedAsset' });

export type UploadAssetQuery = z.output<typeof uploadAssetQuery>;
