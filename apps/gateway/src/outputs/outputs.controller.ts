import { Controller, Get } from '@nestjs/common';
import { OUTPUT_CREDITS, OUTPUT_FORMATS, OUTPUT_PROFILES, type ListResult } from '@reelsmith/contracts';
import { PROFILE_FRAMES, profileSafeArea } from '@reelsmith/templates';
import { Endpoint } from '../http/endpoint.decorator.js';
import { outputKindListSchema, type OutputKind } from './outputs.schemas.js';

/** The outputs a video can ask for, with their prices: fixed data of the contract, answered without a hop. */
@Controller('outputs')
export class OutputsController {
  @Get()
  @Endpoint({
    tag: 'Videos',
    summary: 'List the outputs a video can ask for',
    description:
      "Every publish profile (its frame and safe area) and format `outputs` takes, with the credits each adds to a video's price. All of them, in one page.",
    response: outputKindListSchema,
  })
  list(): ListResult<OutputKind> {
    const profiles = OUTPUT_PROFILES.map((name): OutputKind => {
      const { width, height, fps } = PROFILE_FRAMES[name];
      return {
        name,
        kind: 'profile',
        credits: OUTPUT_CREDITS[name],
        width,
        height,
        fps,
        safe_area: profileSafeArea(name),
      };
    });
    const formats = OUTPUT_FORMATS.map((name): OutputKind => ({
      name,
      kind: 'format',
      credits: OUTPUT_CREDITS[name],
      width: null,
      height: null,
      fps: null,
      safe_area: null,
    }));
    return { data: [...profiles, ...formats], has_more: false };
  }
}
