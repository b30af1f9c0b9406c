import { Module } from '@nestjs/common';
import { SecretsHandlers } from './secrets.handlers.js';
import { SecretsService } from './secrets.service.js';

@Module({ controllers: [SecretsHandlers], providers: [SecretsService], exports: [SecretsService] })
export class SecretsModule {}
