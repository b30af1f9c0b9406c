import { Controller, Post } from '@nestjs/common';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidBody } from '../http/request-input.decorators.js';
import { templateValidationSchema } from './template-validation.schemas.js';
import { templateBodySchema } from './templates.schemas.js';

/** REST adapter for template validation, done by a render worker: the layout that draws is the one that checks. */
@Controller('templates')
export class TemplateValidationController {
  constructor(private readonly bus: MessageBus) {}

  @Post('validate')
  @Endpoint({
    tag: 'Templates',
    summary: 'Validate a template',
    description:
      'Takes the body of `POST /templates` and answers whether it is valid, with every error and warning as `{code, message, param}` (`param` dotted: `definition.scenes.2.texts.0.box.width`), and what one video of it would cost. Warnings are likely mistakes found by laying the texts out as the render draws them, with long content in every language. Nothing is stored.',
    body: templateBodySchema,
    response: templateValidationSchema,
    errors: [413, 415],
  })
  validate(@CurrentAccount() account: AuthenticatedAccount, @ValidBody() body: unknown) {
    return this.bus.request('render.validate_template', { account_id: account.id, template: body });
  }
}
