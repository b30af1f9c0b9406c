import { ApiError } from '../http/api-error.js';
import { parseInput } from '../http/validation.js';
import { createBatchBody } from '../batches/batches.schemas.js';
import { createVideoBody } from '../videos/videos.schemas.js';
import { outputRequests } from './output-requests.schemas.js';

const video = { template_id: 'tmpl_1', product_id: 'prod_1' };
const batch = { product_ids: ['prod_1'], template_ids: ['tmpl_1'] };

function refusal(outputs: unknown, body: object = video): Pick<ApiError, 'code' | 'param'> | undefined {
  try {
    parseInput(body === video ? createVideoBody : createBatchBody, { ...body, outputs }, 'body');
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, param: error.param };
  }
}

describe('outputs on a new video or batch', () => {
  it('takes up to six profiles and formats, each named once', () => {
    const six = [
      { profile: 'tiktok' },
      { profile: 'reels' },
      { profile: 'shorts' },
      { profile: 'meta_feed' },
      { format: 'webm' },
      { format: 'hls' },
    ];
    expect(refusal(six)).toBeUndefined();
    expect(refusal(six, batch)).toBeUndefined();
    expect(refusal([])).toBeUndefined();
    expect(outputRequests(parseInput(createVideoBody, { ...video, outputs: six }, 'body').outputs)).toEqual(six);
  });

  it.each([
    [
      'a seventh',
      [
        ...'tiktok reels shorts youtube meta_feed'.split(' ').map((profile) => ({ profile })),
        { format: 'gif' },
        { format: 'webm' },
      ],
      'outputs',
      'parameter_invalid',
    ],
    [
      'a repeated profile',
      [{ profile: 'reels' }, { format: 'gif' }, { profile: 'reels' }],
      'outputs.2.profile',
      'parameter_invalid',
    ],
    ['a repeated format', [{ format: 'gif' }, { format: 'gif' }], 'outputs.1.format', 'parameter_invalid'],
    ['both a profile and a format', [{ profile: 'reels', format: 'gif' }], 'outputs.0.format', 'parameter_invalid'],
    ['neither', [{}], 'outputs.0.profile', 'parameter_invalid'],
    ['an unknown profile', [{ profile: 'snapchat' }], 'outputs.0.profile', 'parameter_invalid'],
    ['an unknown format', [{ format: 'mov' }], 'outputs.0.format', 'parameter_invalid'],
    ['an unknown field', [{ profile: 'reels', size: 'big' }], 'outputs.0.size', 'parameter_unknown'],
    ['a string for an output', ['reels'], 'outputs.0', 'parameter_invalid'],
    ['an object for the list', { profile: 'reels' }, 'outputs', 'parameter_invalid'],
  ])('refuses %s, naming %s', (_what, outputs, param, code) => {
    expect(refusal(outputs)).toEqual({ code, param });
    expect(refusal(outputs, batch)).toEqual({ code, param });
  });
});
