import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { OpenApiDocument } from './openapi-document.js';

/**
 * Where swagger-ui-dist keeps its assets. Found without importing the package, whose entry loads
 * its 1.5 MB browser bundle into Node: a fifth of a second of every gateway start.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// A Map, not an object literal: `constructor` or `__proto__` must not name an asset.
const DOCS_ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
]);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Reelsmith API</title>
  <link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
  <div id="docs"></div>
  <script src="docs/swagger-ui-bundle.js"></script>
  <script>SwaggerUIBundle({ url: 'openapi.json', dom_id: '#docs' });</script>
</body>
</html>`;

@Controller()
export class OpenApiController {
  constructor(
    private readonly document: OpenApiDocument,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('openapi.json')
  @Endpoint({ tag: 'Meta', summary: 'This OpenAPI 3.1 document', auth: 'none' })
  openApi() {
    return this.document.get(this.config.PUBLIC_BASE_URL);
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Endpoint({ tag: 'Meta', summary: 'Interactive API documentation (HTML)', auth: 'none' })
  docs() {
    return DOCS_PAGE;
  }

  @Get('docs/:asset')
  @Endpoint({ tag: 'Meta', summary: 'Assets of the documentation page', auth: 'none', errors: [404] })
  asset(@Param('asset') asset: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const contentType = DOCS_ASSETS.get(asset);
    if (!contentType) throw new ApiError(404, 'not_found', 'resource_missing', `No such asset: '${asset}'.`);
    void reply.type(contentType).header('Cache-Control', 'public, max-age=86400');
    return createReadStream(join(SWAGGER_UI_DIR, asset));
  }
}
