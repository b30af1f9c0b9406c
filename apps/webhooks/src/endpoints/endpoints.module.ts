import { Module } from '@nestjs/common';
import { EndpointsHandlers } from './endpoints.handlers.js';
import { EndpointsService } from './endpoints.service.js';

@Module({ controllers: [EndpointsHandlers], providers: [EndpointsService] })
export class EndpointsModule {}
