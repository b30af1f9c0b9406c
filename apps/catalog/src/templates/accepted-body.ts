import { createHash } from 'node:crypto';
import { ServiceError, isErrorCode } from '@reelsmith/contracts';
import { checkTemplateBody, type TemplateBody } from '@reelsmith/templates';

/** The most a template's `definition` may weigh, as JSON (the request body's limit is 1 MiB). */
export const MAX_DEFINITION_BYTES = 256 * 1024;

/**
 * A client's template body, checked by the catalog, which owns templates (whatever the gateway
 * did): the size of its definition, then every rule of the format. Throws the first finding as
 * the error the client gets; a finding whose code the API does not know arrives as `template_invalid`.
 */
export function acceptedBody(body: unknown): TemplateBody {
  const definition = (body as { definition?: unknown } | null)?.definition;
  const bytes = definition === undefined ? 0 : Buffer.byteLength(JSON.stringify(definition));
  if (bytes > MAX_DEFINITION_BYTES) {
    throw new ServiceError(
      'template_too_large',
      `'definition' is ${Math.ceil(bytes / 1024)} KiB of JSON; a template's definition may be at most ${MAX_DEFINITION_BYTES / 1024} KiB.`,
      'definition',
    );
  }
  const check = checkTemplateBody(body);
  if (check.valid) return check.template;
  const { code, message, param } = check.errors[0]!;
  throw new ServiceError(isErrorCode(code) ? code : 'template_invalid', message, param === '' ? undefined : param);
}

/** What a version is made from, fingerprinted: the same content makes no new version. */
export const contentHash = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');
