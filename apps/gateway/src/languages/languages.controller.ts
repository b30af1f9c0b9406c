import { Controller, Get } from '@nestjs/common';
import { LANGUAGES, SUPPORTED_LANGUAGES, type LanguageInfo, type ListResult } from '@reelsmith/contracts';
import { Endpoint } from '../http/endpoint.decorator.js';
import { languageListSchema } from './languages.schemas.js';

/** The languages a video can be made in: fixed data of the contract, answered without a hop. */
@Controller('languages')
export class LanguagesController {
  @Get()
  @Endpoint({
    tag: 'Languages',
    summary: 'List the languages videos can be made in',
    description:
      'Every language has the templates’ fixed phrases, a voice for `user_prompt.voiceover` and fonts for its ' +
      'script; `direction: "rtl"` languages are laid out right to left. All of them, in one page.',
    response: languageListSchema,
  })
  list(): ListResult<LanguageInfo> {
    return { data: SUPPORTED_LANGUAGES.map((code) => LANGUAGES[code]), has_more: false };
  }
}
