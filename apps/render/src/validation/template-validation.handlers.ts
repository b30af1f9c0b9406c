import { Payload } from '@nestjs/microservices';
import type { TemplateValidation, ValidateTemplateCommand } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { validateTemplate } from './validate-template.js';

/**
 * Validates templates where the fonts and the drawing code are: a warning that a text would be
 * shortened comes from the layout that would shorten it.
 */
@RequestHandlers()
export class TemplateValidationHandlers {
  @HandleRequest('render.validate_template')
  async validate(@Payload() command: ValidateTemplateCommand): Promise<TemplateValidation> {
    return validateTemplate(command.template);
  }
}
