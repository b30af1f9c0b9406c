import type { TemplateIssue, TemplateValidation } from '@reelsmith/sdk';
import type { Outcome } from '../lib/latest-call.js';
import { formatCredits } from '../lib/format.js';
import type { ParsedEditor } from '../lib/template-body.js';
import { shownError } from '../lib/field-errors.js';

/**
 * What the live checks found: the JSON's own break (found in the page, no call made), or the
 * errors and warnings of `POST /v1/templates/validate`, each with its code, message and dotted
 * param; a param is a button that shows its place in the editor.
 */
export function TemplateChecks({
  parsed,
  validation,
  pending,
  onLocate,
}: {
  parsed: ParsedEditor;
  validation: Outcome<TemplateValidation> | undefined;
  pending: boolean;
  onLocate: (place: { param: string } | { line: number; column: number }) => void;
}) {
  const result = validation?.ok ? validation.value : undefined;
  return (
    <section className="panel checks" aria-labelledby="checks-title">
      <h2 id="checks-title">Checks</h2>
      <p className="checks-summary" role="status" data-state={summaryState(parsed, result, pending)}>
        {summary(parsed, validation, pending)}
      </p>
      {!parsed.ok && (
        <p>
          <button type="button" className="link-button" onClick={() => onLocate(parsed)}>
            Go to line {parsed.line}, column {parsed.column}
          </button>
        </p>
      )}
      {parsed.ok && result && (result.errors.length > 0 || result.warnings.length > 0) && (
        <ul className="issues">
          {result.errors.map((issue, index) => (
            <Issue key={`e${index}`} issue={issue} severity="error" onLocate={onLocate} />
          ))}
          {result.warnings.map((issue, index) => (
            <Issue key={`w${index}`} issue={issue} severity="warning" onLocate={onLocate} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Issue({
  issue,
  severity,
  onLocate,
}: {
  issue: TemplateIssue;
  severity: 'error' | 'warning';
  onLocate: (place: { param: string }) => void;
}) {
  return (
    <li className="issue" data-severity={severity}>
      <span className={`badge ${severity === 'error' ? 'failed' : 'queued'}`}>
        {severity === 'error' ? 'Error' : 'Warning'}
      </span>{' '}
      <code className="issue-code">{issue.code}</code>
      <p className="issue-message">{issue.message}</p>
      {issue.param && (
        <button type="button" className="link-button issue-param" onClick={() => onLocate({ param: issue.param })}>
          <span className="visually-hidden">Show </span>
          <code>{issue.param}</code>
        </button>
      )}
    </li>
  );
}

function summaryState(parsed: ParsedEditor, result: TemplateValidation | undefined, pending: boolean): string {
  if (!parsed.ok) return 'invalid';
  if (pending || !result) return 'checking';
  return result.valid ? 'valid' : 'invalid';
}

function summary(parsed: ParsedEditor, validation: Outcome<TemplateValidation> | undefined, pending: boolean): string {
  if (!parsed.ok) return `Invalid JSON: ${parsed.message} (line ${parsed.line}, column ${parsed.column})`;
  if (pending || !validation) return 'Checking…';
  if (!validation.ok) return `Could not check: ${shownError(validation.error, []).message}`;
  const { valid, errors, warnings, credits } = validation.value;
  const counts = [plural(errors.length, 'error'), plural(warnings.length, 'warning')].filter(Boolean).join(', ');
  if (!valid) return `Not valid: ${counts}.`;
  return `Valid${counts ? ` with ${counts}` : ''} · ${credits === null ? '' : `${formatCredits(credits)} a video`}`;
}

const plural = (count: number, noun: string) => (count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`);
