import { Module } from '@nestjs/common';
import { FilesController } from './files.controller.js';
import { objectStorageProvider } from './object-storage.provider.js';

@Module({ controllers: [FilesController], providers: [objectStorageProvider] })
export class FilesModule {}
