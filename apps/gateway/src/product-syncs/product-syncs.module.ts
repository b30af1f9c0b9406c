import { Module } from '@nestjs/common';
import { FeedSources } from './feed-sources.js';
import { ProductSyncsController } from './product-syncs.controller.js';
import { ProductSyncs } from './product-syncs.service.js';
import { SyncSlots } from './sync-slots.js';

@Module({ controllers: [ProductSyncsController], providers: [FeedSources, ProductSyncs, SyncSlots] })
export class ProductSyncsModule {}
