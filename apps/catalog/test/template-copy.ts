import type { TemplateDetail } from '@reelsmith/contracts';
import type { TemplateBody } from '@reelsmith/templates';

/** A template's GET answer less what the service decides: what a client posts to copy it. */
export function bodyOf(template: TemplateDetail): TemplateBody {
  const {
    id: _id,
    owner: _owner,
    version: _version,
    credits: _credits,
    created_at: _c,
    updated_at: _u,
    ...body
  } = template;
  return structuredClone(body) as unknown as TemplateBody;
}
