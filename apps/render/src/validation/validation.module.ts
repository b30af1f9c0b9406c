import { Module } from '@nestjs/common';
import { objectStorageProvider } from '../renders/object-storage.provider.js';
import { TemplateValidationHandlers } from './template-validation.handlers.js';

@Module({ controllers: [TemplateValidationHandlers], providers: [objectStorageProvider] })
export class ValidationModule {}
