import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { Language, Product, TemplateDetail } from '@reelsmith/sdk';
import { FormError, TextField } from '../components/field.js';
import { LayoutPreview } from '../components/layout-preview.js';
import { LoadError, Loading } from '../components/states.js';
import { TemplateChecks } from '../components/template-checks.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatCredits, formatDate } from '../lib/format.js';
import { lineColumnOf, offsetOf, scanJson, spanOf, type Span } from '../lib/json-positions.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { bodyFrom, editorText, parseEditorText } from '../lib/template-body.js';
import { useLatest } from '../lib/use-latest.js';
import { useLoad } from '../lib/use-load.js';

/** Typing pauses this long before the template is checked. */
const VALIDATE_DEBOUNCE_MS = 500;

export function TemplateEditorPage({ id }: { id: string }) {
  const rs = useClient();
  const loaded = useLoad(async () => {
    const [template, products, languages] = await Promise.all([
      rs.templates.retrieve(id),
      rs.products.list({ limit: 100 }),
      rs.languages.list(),
    ]);
    return { template, products: products.data, languages };
  }, [rs, id]);
  return (
    <>
      <p className="back">
        <Link href="/templates">← All templates</Link>
      </p>
      <h1 tabIndex={-1}>{loaded.data ? `Edit ${loaded.data.template.name}` : 'Edit template'}</h1>
      {loaded.error !== undefined && <LoadError error={loaded.error} retry={() => void loaded.reload()} />}
      {loaded.loading && !loaded.data && <Loading what="the template" />}
      {loaded.data?.template.owner === 'reelsmith' && (
        <p className="notice">
          Built-in templates are read-only. <Link href="/templates">Duplicate it</Link> to edit a copy of your own.
        </p>
      )}
      {loaded.data?.template.owner === 'account' && <TemplateEditor key={id} {...loaded.data} />}
    </>
  );
}

function TemplateEditor({
  template: initial,
  products,
  languages,
}: {
  template: TemplateDetail;
  products: Product[];
  languages: Language[];
}) {
  const rs = useClient();
  const [saved, setSaved] = useState({ template: initial, text: editorText(initial) });
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [text, setText] = useState(saved.text);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();
  const [status, setStatus] = useState('');
  const editor = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => parseEditorText(text), [text]);
  const body = parsed.ok ? bodyFrom(parsed.value, name, description) : undefined;
  // Invalid JSON asks nothing: the editor says what is wrong itself.
  const validation = useLatest(
    body,
    (checked, signal) => rs.templates.validate(checked, { signal }),
    VALIDATE_DEBOUNCE_MS,
  );
  const checked = validation.outcome?.ok && !validation.pending ? validation.outcome.value : undefined;
  const template = saved.template;
  const dirty = name !== template.name || description !== template.description || text !== saved.text;

  /** Selects the JSON a param names (or a break's place) and scrolls it into view. */
  const locate = (place: { param: string } | { line: number; column: number }) => {
    if ('param' in place && (place.param === 'name' || place.param === 'description')) {
      editor.current?.querySelector<HTMLElement>(`[data-field="${place.param}"]`)?.focus();
      return;
    }
    const textarea = editor.current?.querySelector('textarea');
    if (!textarea) return;
    let span: Span | undefined;
    if ('param' in place) {
      const scanned = scanJson(text);
      span = scanned.ok ? spanOf(scanned.spans, place.param) : undefined;
    } else {
      const start = offsetOf(text, place.line, place.column);
      span = { start, end: Math.min(start + 1, text.length) };
    }
    textarea.focus();
    if (!span) return;
    textarea.setSelectionRange(span.start, span.end);
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.scrollTop = Math.max(0, (lineColumnOf(text, span.start).line - 3) * lineHeight);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    setBusy(true);
    setError(undefined);
    try {
      const updated = await rs.templates.update(template.id, body);
      setSaved({ template: updated, text });
      setStatus(`Saved version ${updated.version}.`);
    } catch (failure) {
      setError(shownError(failure, ['name', 'description']));
    } finally {
      setBusy(false);
    }
  };

  const blocked = !parsed.ok || checked?.valid === false;
  return (
    <div className="editor-body">
      <form className="editor-form" ref={editor} onSubmit={(event) => void save(event)} aria-label="Template">
        <p className="meta">
          Version {template.version} · updated {formatDate(template.updated_at)} · {formatCredits(template.credits)} a
          video
        </p>
        <TextField
          label="Name"
          data-field="name"
          required
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={messageFor(error, 'name')}
        />
        <TextField
          label="Description"
          data-field="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={messageFor(error, 'description')}
        />
        <TextField
          label="Template JSON"
          hint="Size, timing, variables and the scenes (docs/template-format.md), checked as you type."
          multiline
          rows={22}
          className="code"
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          wrap="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={
            parsed.ok ? undefined : `Invalid JSON: ${parsed.message} (line ${parsed.line}, column ${parsed.column})`
          }
        />
        <TemplateChecks
          parsed={parsed}
          validation={validation.outcome}
          pending={validation.pending}
          onLocate={locate}
        />
        <p className="status" role="status">
          {status}
        </p>
        <FormError error={error} />
        <div className="actions">
          <button type="submit" disabled={busy || blocked || !dirty}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <span className="hint">
            {!dirty ? 'No unsaved changes.' : blocked ? 'Fix the errors to save.' : 'Saving makes the next version.'}
          </span>
        </div>
      </form>
      <LayoutPreview template={template} products={products} languages={languages} stale={dirty} />
    </div>
  );
}
