import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminApiKeysController } from './admin-api-keys.controller.js';
import { ApiKeyRevocations } from './api-key-revocations.js';
import { ApiKeysService } from './api-keys.service.js';

@Module({
  controllers: [AdminAccountsController, AdminApiKeysController],
  providers: [AccountsService, ApiKeysService, ApiKeyRevocations],
  exports: [AccountsService],
})
export class AccountsModule {}
