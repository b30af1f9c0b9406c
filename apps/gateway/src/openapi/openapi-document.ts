import { Injectable, RequestMethod, type OnApplicationBootstrap } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { z } from 'zod';
import { endpointSpecOf, takesIdempotencyKey, type EndpointSpec } from '../http/endpoint.decorator.js';
import { errorResponseSchema } from '../http/schemas.js';

export const API_PREFIX = 'v1';

/** Probes for Kubernetes live outside the versioned API. */
export const UNVERSIONED_PATHS = ['health/live', 'health/ready', 'metrics'];

type JsonSchema = Record<string, unknown>;

/**
 * Statuses any authenticated route can answer, whatever it does (400: a control character in
 * a path id or query value).
 */
const COMMON_ERRORS = [400, 401, 429, 500, 503];
/** Statuses any route without a key can answer (429: the per-address limit). */
const ANONYMOUS_ERRORS = [400, 429, 500];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor.',
  401: 'No API key, or an unknown or revoked one.',
  402: 'The balance cannot cover the cost.',
  404: 'No such resource in this account.',
  409: 'Idempotency-Key reused with another body, or the first request is still running.',
  413: 'Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB).',
  415: 'Body is not JSON (an upload route: not one of its accepted types).',
  429: 'Over the rate limit; Retry-After says when to come back.',
  500: 'A bug on our side; the message carries the request id.',
  503: 'A service is unavailable; the request can be retried.',
};

/** Sections in the order a client reads them: its own resources first, the operator's last. */
const SECTION_ORDER = [
  'Products',
  'Templates',
  'Assets',
  'Languages',
  'Videos',
  'Batches',
  'Previews',
  'Files',
  'Webhooks',
  'Balance',
  'Checkout',
  'Payments',
  'Meta',
  'Admin',
];

/** The documented routes' sections as the document's `tags`, in SECTION_ORDER (a new one just before Admin). */
function sectionsOf(routes: Route[]): Array<{ name: string }> {
  const rank = (tag: string) => {
    const at = SECTION_ORDER.indexOf(tag);
    return at === -1 ? SECTION_ORDER.length - 1.5 : at;
  };
  const tags = [...new Set(routes.map((route) => route.spec.tag))];
  return tags.sort((a, b) => rank(a) - rank(b)).map((name) => ({ name }));
}

interface Route {
  method: string;
  path: string;
  spec: EndpointSpec;
}

/**
 * The OpenAPI 3.1 document, built from the routes' own `@Endpoint` specs and the same zod
 * schemas that validate requests, so what it says is what the gateway does.
 */
@Injectable()
export class OpenApiDocument implements OnApplicationBootstrap {
  private document: JsonSchema | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  /** An undocumented public route is a bug: refuse to start with one. */
  onApplicationBootstrap(): void {
    const undocumented = this.routes().filter((route) => route.spec === undefined && route.path.startsWith(API_PREFIX));
    if (undocumented.length > 0) {
      const list = undocumented.map((route) => `${route.method.toUpperCase()} /${route.path}`).join(', ');
      throw new Error(`Routes without an @Endpoint spec: ${list}`);
    }
    this.document = this.build();
  }

  get(serverUrl: string): JsonSchema {
    this.document ??= this.build();
    return { ...this.document, servers: [{ url: `${serverUrl}/${API_PREFIX}` }] };
  }

  /** Every route the gateway serves under /v1, with its spec (or none, which is a bug). */
  routes(): Array<{ method: string; path: string; spec: EndpointSpec | undefined }> {
    const routes = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const base = String(this.reflector.get<string>(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = this.reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler);
        if (method === undefined) continue;
        const path = joinPath(base, String(this.reflector.get<string>(PATH_METADATA, handler)));
        routes.push({
          method: RequestMethod[method].toLowerCase(),
          path,
          spec: endpointSpecOf(this.reflector, handler),
        });
      }
    }
    return routes;
  }

  private build(): JsonSchema {
    const documented = this.routes().filter((route): route is Route => route.spec !== undefined);
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of documented) {
      // Paths are relative to the server URL, which already ends in /v1.
      const openApiPath = `/${route.path}`.replace(`/${API_PREFIX}`, '').replace(/:(\w+)/g, '{$1}');
      paths[openApiPath] ??= {};
      paths[openApiPath][route.method] = operation(route);
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Reelsmith API',
        version: '1.0.0',
        description:
          'Product marketing videos from your catalog and a template. Authenticate with `Authorization: Bearer <api key>`. Every response carries `Request-Id`.',
      },
      tags: sectionsOf(documented),
      paths,
      components: {
        schemas: componentSchemas(),
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'An account API key.' },
          adminToken: { type: 'http', scheme: 'bearer', description: 'The operator ADMIN_TOKEN.' },
        },
      },
    };
  }
}

function operation(route: Route): Record<string, unknown> {
  const { spec } = route;
  const successStatus = String(spec.status ?? 200);
  const errors = [
    ...new Set([...(spec.errors ?? []), ...(spec.auth === 'none' ? ANONYMOUS_ERRORS : COMMON_ERRORS)]),
  ].sort();
  const responses: Record<string, unknown> = {
    [successStatus]: {
      description: 'Success',
      ...successContent(spec),
    },
  };
  for (const status of errors) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: schemaRef(errorResponseSchema, 'output') } },
    };
  }
  const parameters: unknown[] = pathParameters(route.path);
  if (spec.query) parameters.push(...queryParameters(spec.query));
  if (route.method === 'post' && takesIdempotencyKey(spec)) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Makes the request safe to retry for 24 h: a repeat replays the first response.',
      schema: { type: 'string', maxLength: 255 },
    });
  }
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    operationId: `${route.method}_${route.path.replace(/[^a-z0-9]+/gi, '_')}`,
    security: spec.auth === 'none' ? [] : [spec.auth === 'admin' ? { adminToken: [] } : { apiKey: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...requestBody(spec),
    responses,
  };
}

function requestBody(spec: EndpointSpec): Record<string, unknown> {
  if (spec.upload) {
    const file = { schema: { type: 'string', format: 'binary' } };
    const content: Record<string, unknown> = Object.fromEntries(spec.upload.types.map((type) => [type, file]));
    // A JSON body beside the files (a feed's `{url}`), or a JSON file (a Shopify products.json).
    if (spec.body && 'application/json' in content) {
      content['application/json'] = { schema: { oneOf: [schemaRef(spec.body, 'input'), file.schema] } };
    }
    return { requestBody: { required: true, content } };
  }
  if (spec.body) {
    return {
      requestBody: { required: true, content: { 'application/json': { schema: schemaRef(spec.body, 'input') } } },
    };
  }
  return {};
}

function successContent(spec: EndpointSpec): Record<string, unknown> {
  if (spec.response) return { content: { 'application/json': { schema: schemaRef(spec.response, 'output') } } };
  if (spec.produces) {
    const json = spec.jsonAlternative && { 'application/json': { schema: schemaRef(spec.jsonAlternative, 'output') } };
    return { content: { [spec.produces]: { schema: { type: 'string', format: 'binary' } }, ...json } };
  }
  return {};
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...schemaOnly } = property;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: schemaOnly,
    };
  });
}

/** A `$ref` to the named component for schemas with a meta id, else the schema inline. */
function schemaRef(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}${io === 'input' ? 'Input' : ''}` };
  const { $schema: _ignored, ...inline } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return inline;
}

/**
 * Named schemas, in both directions: a request body is described as the client may send it
 * (`…Input`, defaults optional), a response as the gateway sends it.
 */
function componentSchemas(): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const io of ['output', 'input'] as const) {
    const suffix = io === 'input' ? 'Input' : '';
    const { schemas } = z.toJSONSchema(z.globalRegistry, {
      io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}${suffix}`,
    }) as { schemas: Record<string, JsonSchema> };
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      result[`${id}${suffix}`] = rest;
    }
  }
  return result;
}

function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment.length > 0)
    .join('/');
  return UNVERSIONED_PATHS.includes(path) ? path : `${API_PREFIX}/${path}`;
}
