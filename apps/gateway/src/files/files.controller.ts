import { Controller, Get, Headers, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isServedKey, type ObjectStorage } from '@reelsmith/storage';
import { ApiError } from '../http/api-error.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { parseByteRange } from './byte-range.js';
import { OBJECT_STORAGE } from './object-storage.provider.js';

const fileMissing = (key: string) => new ApiError(404, 'not_found', 'resource_missing', `No such file: '${key}'.`);

/**
 * Rendered videos, thumbnails, captions and outputs at stable addresses. The names carry 128
 * random bits and are meant to be embedded in pages and players, so no API key is asked for.
 * Every file is immutable, HLS playlists too: a video's ladder is written once, before the
 * video completes, under names no later render reuses. Any origin may read them (CORS), so
 * an HLS player script (hls.js) on a shop's own site can fetch the playlists and segments.
 */
@Controller('files')
export class FilesController {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @Get(':folder/:name')
  @Endpoint({
    tag: 'Files',
    summary: 'Download a rendered file',
    description:
      'A video, thumbnail, captions or output (`outputs/…` MP4, WebM, GIF; `hls/…` playlists and segments), at the address its record gives. Supports `Range` requests, so browsers can play and seek the MP4.',
    auth: 'none',
    errors: [404],
  })
  async download(
    @Param('folder') folder: string,
    @Param('name') name: string,
    @Headers('range') rangeHeader: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = `${folder}/${name}`;
    if (!isServedKey(key)) throw fileMissing(key);
    const size = await this.storage.size(key);
    if (size === undefined) throw fileMissing(key);
    const range = parseByteRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      void reply.status(416).header('Content-Range', `bytes */${size}`);
      return '';
    }
    const object = await this.storage.get(key, range);
    if (!object) throw fileMissing(key);
    void reply
      .type(object.contentType)
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Access-Control-Allow-Origin', '*');
    if (object.range) {
      void reply
        .status(206)
        .header('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
        .header('Content-Length', String(object.range.end - object.range.start + 1));
    } else {
      void reply.header('Content-Length', String(object.size));
    }
    return object.body;
  }
}
