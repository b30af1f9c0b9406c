import type { RequestOptions, Transport } from '../transport.js';
import type { FrameLayout, PreviewCreateParams } from '../types.js';

export class Previews {
  constructor(private readonly transport: Transport) {}

  /**
   * A JPEG of one moment (`at_seconds`, default the thumbnail's) of the video `videos.create`
   * would make with the same parameters, at half its size. Free; validated like a video.
   */
  create(params: PreviewCreateParams, options?: RequestOptions): Promise<Uint8Array> {
    return this.transport.bytes({ method: 'POST', path: '/previews', body: params, options, accept: 'image/jpeg' });
  }

  /**
   * The layout of that frame instead of its picture: every element drawn (its name, the box of
   * its ink in the template's full-size pixels, its opacity and text) and the render's warnings.
   */
  layout(params: PreviewCreateParams, options?: RequestOptions): Promise<FrameLayout> {
    return this.transport.json({
      method: 'POST',
      path: '/previews',
      body: params,
      options,
      accept: 'application/json',
    });
  }
}
