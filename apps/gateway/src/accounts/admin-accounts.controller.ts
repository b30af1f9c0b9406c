import { Controller, Post } from '@nestjs/common';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidBody } from '../http/request-input.decorators.js';
import { createAccountBody, createdAccountSchema, type CreateAccountBody } from './accounts.schemas.js';
import { AccountsService } from './accounts.service.js';

/** The operator's API, authorised by ADMIN_TOKEN. */
@Controller('admin/accounts')
export class AdminAccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post()
  @Endpoint({
    tag: 'Admin',
    summary: 'Create an account and its API key',
    description: 'The API key is shown once, in this response.',
    auth: 'admin',
    sensitiveResponse: true,
    status: 201,
    body: createAccountBody,
    response: createdAccountSchema,
    errors: [400, 409, 413, 415],
  })
  create(@ValidBody() body: CreateAccountBody) {
    return this.accounts.create(body.name, body.language);
  }
}
