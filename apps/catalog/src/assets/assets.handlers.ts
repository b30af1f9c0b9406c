import { Payload } from '@nestjs/microservices';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import type {
  CreateAssetCommand,
  DeleteAssetCommand,
  FindAssetsQuery,
  GetAssetQuery,
  ListAssetsQuery,
} from '@reelsmith/contracts';
import { AssetsService } from './assets.service.js';

/** NATS adapter: each request goes straight to one `AssetsService` method. */
@RequestHandlers()
export class AssetsHandlers {
  constructor(private readonly assets: AssetsService) {}

  @HandleRequest('catalog.create_asset')
  create(@Payload() command: CreateAssetCommand) {
    return this.assets.create(command);
  }

  @HandleRequest('catalog.get_asset')
  get(@Payload() query: GetAssetQuery) {
    return this.assets.get(query);
  }

  @HandleRequest('catalog.list_assets')
  list(@Payload() query: ListAssetsQuery) {
    return this.assets.list(query);
  }

  @HandleRequest('catalog.find_assets')
  find(@Payload() query: FindAssetsQuery) {
    return this.assets.find(query);
  }

  @HandleRequest('catalog.delete_asset')
  delete(@Payload() command: DeleteAssetCommand) {
    return this.assets.delete(command);
  }
}
