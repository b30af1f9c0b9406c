import type { ShownError } from '../lib/field-errors.js';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** The API's message when its `param` names this field. */
  error?: string | undefined;
}

/** Ids for a field's hint and error, and the aria attributes that tie them to the control. */
function useDescriptions(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    aria: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined } as const,
  };
}

function Notes({ hint, error, hintId, errorId }: FieldProps & { hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  label,
  hint,
  error,
  multiline,
  ...input
}: FieldProps & { multiline?: boolean } & InputHTMLAttributes<HTMLInputElement> &
  TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, hintId, errorId, aria } = useDescriptions(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} rows={4} {...aria} {...input} /> : <input id={id} {...aria} {...input} />}
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

/** A file input with its hint and error; `inputRef` lets the form clear it once the file is sent. */
export function FileField({
  label,
  hint,
  error,
  inputRef,
  ...input
}: FieldProps & { inputRef: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, errorId, aria } = useDescriptions(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} type="file" {...aria} {...input} />
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const { id, hintId, errorId, aria } = useDescriptions(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...aria} {...select}>
        {children}
      </select>
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

export function CheckboxField({ label, hint, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, errorId, aria } = useDescriptions(hint, error);
  return (
    <div className="field checkbox">
      <input id={id} type="checkbox" {...aria} {...input} />
      <label htmlFor={id}>{label}</label>
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

/** A colour picker that can also be left at the template's own colour. */
export function ColorField({
  label,
  hint,
  error,
  value,
  defaultValue,
  onChange,
}: FieldProps & {
  value: string | undefined;
  /** The template's colour when none is chosen, shown in the swatch rather than black. */
  defaultValue: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { id, hintId, errorId, aria } = useDescriptions(hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="color-row">
        <input
          id={id}
          type="color"
          value={(value ?? defaultValue ?? '#000000').toLowerCase()}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
        <span className="color-value">
          {value ? value.toUpperCase() : `Template default${defaultValue ? ` (${defaultValue.toUpperCase()})` : ''}`}
        </span>
        {value && (
          <button type="button" className="link-button" onClick={() => onChange(undefined)}>
            Use default<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      <Notes hint={hint} error={error} hintId={hintId} errorId={errorId} label={label} />
    </div>
  );
}

/** An error that names no field: above the form's buttons, announced when it appears. */
export function FormError({ error }: { error: ShownError | undefined }) {
  const message = error && !error.field ? error.message : undefined;
  return (
    <div role="alert" className={message ? 'form-error' : undefined}>
      {message}
    </div>
  );
}

/** A form's submit button (its label while busy: "Saving…") and Cancel. */
export function SaveButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="actions">
      <button type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Edit and Delete for one record of a list; `name` tells a screen reader which record. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="actions">
      <button type="button" className="secondary" onClick={onEdit}>
        Edit<span className="visually-hidden"> {name}</span>
      </button>
      <button type="button" className="secondary danger-text" onClick={onDelete}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
