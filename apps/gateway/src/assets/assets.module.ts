import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { AssetUploads } from './asset-uploads.js';
import { AssetsController } from './assets.controller.js';

@Module({ imports: [FilesModule], controllers: [AssetsController], providers: [AssetUploads] })
export class AssetsModule {}
