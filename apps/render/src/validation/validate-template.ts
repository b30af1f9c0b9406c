import type { TemplateValidation } from '@reelsmith/contracts';
import { bodyParam, checkTemplateBody, templateCredits, templateOfBody } from '@reelsmith/templates';
import { templateWarnings, type WarningOptions } from './template-warnings.js';

// A body has no id or price yet: stand-ins the engine's checks accept.
const UNSAVED_ID = 'tmpl_00000000000000000000000000';

/**
 * Validates a `POST /templates` body: the errors of checkTemplateBody (the catalog refuses the
 * same ones), then, for a valid template, the warnings its layout gives and the price of one
 * video. An invalid template has no price (null). Never throws on what a client sends.
 */
export function validateTemplate(body: unknown, options: WarningOptions = {}): TemplateValidation {
  const check = checkTemplateBody(body);
  if (!check.valid) return { valid: false, errors: check.errors, warnings: [], credits: null };
  const template = templateOfBody(check.template, UNSAVED_ID, 1);
  const warnings = templateWarnings(template, options).map((issue) => ({ ...issue, param: bodyParam(issue.param) }));
  return { valid: true, errors: [], warnings, credits: templateCredits(template) };
}
