import { ApiError } from '../http/api-error.js';
import { allowPrivateUrls } from '../http/schemas.js';
import { parseInput } from '../http/validation.js';
import { createVideoBody } from './videos.schemas.js';

const video = { template_id: 'tmpl_1', product_id: 'prod_1' };

function refusal(music: unknown): Pick<ApiError, 'code' | 'param'> | undefined {
  try {
    parseInput(createVideoBody, { ...video, music }, 'body');
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, param: error.param };
  }
}

describe('music on a new video', () => {
  afterEach(() => allowPrivateUrls(false));

  it('takes an asset or a URL with optional levels, and null for none', () => {
    expect(refusal({ asset_id: 'asset_1' })).toBeUndefined();
    expect(refusal({ url: 'https://cdn.example.com/track.mp3', volume_db: -30, fade_out_seconds: 5 })).toBeUndefined();
    expect(refusal(null)).toBeUndefined();
  });

  it.each([
    [{ asset_id: 'asset_1', volume_db: 0.5 }, 'music.volume_db'],
    [{ asset_id: 'asset_1', volume_db: -31 }, 'music.volume_db'],
    [{ asset_id: 'asset_1', fade_in_seconds: -1 }, 'music.fade_in_seconds'],
    [{ asset_id: 'asset_1', fade_out_seconds: '1' }, 'music.fade_out_seconds'],
    [{ asset_id: 'asset_1', url: 'https://cdn.example.com/a.mp3' }, 'music.url'],
    [{ volume_db: -5 }, 'music.asset_id'],
    [{ url: 'file:///etc/passwd' }, 'music.url'],
    [{ url: 'http://169.254.169.254/latest/meta-data' }, 'music.url'],
    [{ url: 'http://10.0.0.7/track.mp3' }, 'music.url'],
  ])('refuses %j at %s', (music, param) => {
    expect(refusal(music)).toEqual({ code: 'parameter_invalid', param });
  });

  it('refuses an unknown field by its dotted name', () => {
    expect(refusal({ asset_id: 'asset_1', loop: false })).toEqual({ code: 'parameter_unknown', param: 'music.loop' });
  });

  it('takes a private address when the operator allows them', () => {
    allowPrivateUrls(true);
    expect(refusal({ url: 'http://10.0.0.7/track.mp3' })).toBeUndefined();
  });
});
