import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import type { AssetContentType, ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { UploadedBody, type UploadedFile } from '../http/raw-uploads.js';
import { ValidQuery } from '../http/request-input.decorators.js';
import { listQuerySchema } from '../http/schemas.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { AssetUploads } from './asset-uploads.js';
import {
  ASSET_TYPES,
  assetListSchema,
  assetSchema,
  deletedAssetSchema,
  uploadAssetQuery,
  type UploadAssetQuery,
} from './assets.schemas.js';

const TAG = 'Assets';

/** REST adapter for an account's uploaded files: the bytes stay here, the records in the catalog. */
@Controller('assets')
export class AssetsController {
  constructor(
    private readonly bus: MessageBus,
    private readonly uploads: AssetUploads,
  ) {}

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Upload an image, a font or a sound',
    description:
      'The body is the file itself, sent with its Content-Type, at most 20 MB. The bytes must be what the type says ' +
      '(they are sniffed and parsed): else `400 asset_invalid`, as for a picture over 8,000 px a side or a sound over ' +
      '10 minutes. A font reports its `family`, `style` and the `scripts` its glyphs cover. An account keeps at most 500 ' +
      'assets and 1 GiB (`400 asset_limit_reached`).',
    status: 201,
    upload: { types: ASSET_TYPES },
    query: uploadAssetQuery,
    response: assetSchema,
    errors: [400, 409, 413, 415],
  })
  upload(
    @CurrentAccount() account: AuthenticatedAccount,
    @UploadedBody() file: UploadedFile,
    @ValidQuery() query: UploadAssetQuery,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    return this.uploads.upload({
      accountId: account.id,
      bytes: file.bytes,
      contentType: file.contentType as AssetContentType,
      name: query.name ?? null,
      idempotencyKey,
    });
  }

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List assets, newest first',
    query: listQuerySchema,
    response: assetListSchema,
    errors: [400],
  })
  list(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('catalog.list_assets', { account_id: account.id, ...query });
  }

  @Get(':id')
  @Endpoint({ tag: TAG, summary: 'Retrieve an asset', response: assetSchema, errors: [404] })
  get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('catalog.get_asset', { account_id: account.id, id });
  }

  @Delete(':id')
  @Endpoint({
    tag: TAG,
    summary: 'Delete an asset',
    description:
      'Cannot be undone: the file is removed. An asset the current version of one of your templates uses answers `400 asset_in_use`, naming the template: change or delete the template first. Videos already made keep their files; a video still waiting to render with it fails and is refunded.',
    response: deletedAssetSchema,
    errors: [400, 404],
  })
  delete(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.uploads.delete(account.id, id);
  }
}
