import { Module } from '@nestjs/common';
import { TemplateValidationHandlers } from './template-validation.handlers.js';

@Module({ controllers: [TemplateValidationHandlers] })
export class ValidationModule {}
