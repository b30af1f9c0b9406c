import { Module } from '@nestjs/common';
import { TemplateValidationController } from './template-validation.controller.js';
import { TemplatesController } from './templates.controller.js';

@Module({ controllers: [TemplatesController, TemplateValidationController] })
export class TemplatesModule {}
