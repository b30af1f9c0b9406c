import { ReelsmithError } from '@reelsmith/sdk';

/** An error to show: beside one field of the form, or above the form when it names none. */
export interface ShownError {
  field: string | undefined;
  message: string;
}

/** The message to show beside `field`, when the error is about it. */
export function messageFor(error: ShownError | undefined, field: string): string | undefined {
  return error?.field === field ? error.message : undefined;
}

/**
 * The form field an API error's `param` names: the field itself, or the nearest field above a
 * nested one (`price.amount` → `price`, `user_prompt.headline` → `user_prompt.headline`).
 * `aliases` maps params onto fields whose names differ (`price.currency` → `currency`).
 */
export function fieldForParam(
  param: string | undefined,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!param) return undefined;
  for (let path = param; path !== ''; path = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '') {
    const alias = aliases[path];
    if (alias !== undefined) return alias;
    if (fields.includes(path)) return path;
  }
  return undefined;
}

/** Where to show a failure of a form's call, and what to say. */
export function shownError(
  error: unknown,
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): ShownError {
  if (error instanceof ReelsmithError) {
    const field = fieldForParam(error.param, fields, aliases);
    const reference = error.status >= 500 && error.requestId ? ` (request ${error.requestId})` : '';
    return { field, message: `${error.message}${reference}` };
  }
  return { field: undefined, message: error instanceof Error ? error.message : String(error) };
}
