import type { AccountScoped } from './lists.js';

/**
 * One finding of template validation: a stable code (docs/template-format.md lists them), a
 * sentence for people and the dotted path of the field of the `POST /templates` body it is
 * about (`definition.scenes.2.texts.0.box`).
 */
export interface TemplateIssue {
  code: string;
  message: string;
  param: string;
}

/** `POST /templates/validate`: the body of `POST /templates`, unchecked. */
export interface ValidateTemplateCommand extends AccountScoped {
  template: unknown;
}

/**
 * What validation finds. `errors` refuse the template; `warnings` are likely mistakes the
 * render's own layout finds (a text that would be shortened, a font without a script's
 * glyphs). `credits` is the price of one video, null when the template is invalid.
 */
export interface TemplateValidation {
  valid: boolean;
  errors: TemplateIssue[];
  warnings: TemplateIssue[];
  credits: number | null;
}

export interface TemplateValidationRequests {
  'render.validate_template': { request: ValidateTemplateCommand; response: TemplateValidation };
}
