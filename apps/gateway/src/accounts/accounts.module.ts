import { Module } from '@nestjs/common';
import { AccountsService } from './accounts.service.js';
import { AdminAccountsController } from './admin-accounts.controller.js';

@Module({
  controllers: [AdminAccountsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
