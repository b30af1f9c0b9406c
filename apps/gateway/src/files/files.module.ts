import { Module } from '@nestjs/common';
import { FilesController } from './files.controller.js';
import { OBJECT_STORAGE, objectStorageProvider } from './object-storage.provider.js';

@Module({ controllers: [FilesController], providers: [objectStorageProvider], exports: [OBJECT_STORAGE] })
export class FilesModule {}
