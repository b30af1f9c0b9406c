import type { TemplateBody, TemplateDetail } from './types.js';

/** What the service decides of a template; the rest of a `GET` answer posts back as a copy. */
const SERVICE_FIELDS = ['id', 'owner', 'version', 'credits', 'created_at', 'updated_at'] as const;

/**
 * A template's `GET /templates/:id` answer as the body of `POST /templates`: the same template,
 * to be changed and saved as one of the account's own. A deep copy: changing it leaves the
 * answer as it was.
 */
export function templateBodyOf(template: TemplateDetail): TemplateBody {
  const body: Record<string, unknown> = structuredClone(template);
  for (const field of SERVICE_FIELDS) delete body[field];
  return body as TemplateBody;
}
