import { Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { TemplateValidation, ValidateTemplateCommand } from '@reelsmith/contracts';
import { HandleRequest, MessageBus, RequestHandlers } from '@reelsmith/messaging';
import type { ObjectStorage } from '@reelsmith/storage';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { OBJECT_STORAGE } from '../renders/object-storage.provider.js';
import { validateTemplate } from './validate-template.js';
import { withTemplateAssets } from './template-assets.js';

/**
 * Validates templates where the fonts and the drawing code are: a warning that a text would be
 * shortened comes from the layout that would shorten it, in the account's own fonts.
 */
@RequestHandlers()
export class TemplateValidationHandlers {
  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly bus: MessageBus,
  ) {}

  @HandleRequest('render.validate_template')
  async validate(@Payload() command: ValidateTemplateCommand): Promise<TemplateValidation> {
    return withTemplateAssets(command, {
      find: (ids) => this.bus.request('catalog.find_assets', { account_id: command.account_id, ids }),
      storage: this.storage,
      workRoot: this.config.RENDER_WORK_DIR,
      validate: validateTemplate,
    });
  }
}
