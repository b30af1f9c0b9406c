import { useState } from 'react';
import type { Template } from '@reelsmith/sdk';
import { confirmDelete, useConfirm } from '../components/confirm.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { TemplatePicture } from '../components/template-card.js';
import { shownError } from '../lib/field-errors.js';
import { describeFormat, formatCredits, formatDate } from '../lib/format.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { copyBody, copyName } from '../lib/template-body.js';
import { useList } from '../lib/use-load.js';

export function TemplatesPage() {
  const rs = useClient();
  const templates = useList((cursor) => rs.templates.list({ limit: 100, ...cursor }), [rs]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | undefined>();
  const { confirm, dialog } = useConfirm();

  /** GET → POST under a new name: a built-in or one of the account's own, copied whole. */
  const duplicate = async (template: Template) => {
    setBusy(template.id);
    try {
      const taken = templates.data?.data.map((item) => item.name) ?? [];
      const copy = await rs.templates.create(
        copyBody(await rs.templates.retrieve(template.id), copyName(template.name, taken)),
      );
      templates.update((items) => [copy, ...items]);
      setStatus(`Duplicated ${template.name} as ${copy.name}.`);
    } catch (error) {
      setStatus(`Could not duplicate ${template.name}: ${shownError(error, []).message}`);
    } finally {
      setBusy(undefined);
    }
  };

  const remove = (template: Template) =>
    confirmDelete({
      confirm,
      name: template.name,
      body: <p>New videos can no longer use it. Videos already made from it keep their files.</p>,
      remove: () => rs.templates.delete(template.id),
      onDeleted: () => templates.update((items) => items.filter((item) => item.id !== template.id)),
      report: setStatus,
    });

  return (
    <>
      <h1 tabIndex={-1}>Templates</h1>
      <p className="hint page-intro">
        Duplicate a built-in template to make it your own, then edit its JSON with live checks and a preview.
      </p>
      <p className="status" role="status">
        {status}
      </p>
      {templates.error !== undefined && <LoadError error={templates.error} retry={() => void templates.reload()} />}
      {templates.loading && !templates.data && <Loading what="templates" />}
      {templates.data?.data.length === 0 && (
        <Empty>
          <p>No templates.</p>
        </Empty>
      )}
      {templates.data && templates.data.data.length > 0 && (
        <ul className="cards templates">
          {templates.data.data.map((template) => (
            <li key={template.id} className="card template">
              <span className="template-still">
                <TemplatePicture template={template} />
              </span>
              <div className="template-text">
                <h2>
                  {template.owner === 'account' ? (
                    <Link href={`/templates/${template.id}`}>{template.name}</Link>
                  ) : (
                    template.name
                  )}{' '}
                  <span className={`badge ${template.owner === 'account' ? 'own' : 'built-in'}`}>
                    {template.owner === 'account' ? 'Yours' : 'Built-in'}
                  </span>
                </h2>
                <p className="meta">
                  {describeFormat(template.width, template.height)} · {template.width} × {template.height} ·{' '}
                  {template.duration_seconds} s · {formatCredits(template.credits)}
                </p>
                <p className="meta">
                  Version {template.version} · updated {formatDate(template.updated_at)}
                </p>
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="secondary"
                  disabled={busy === template.id}
                  onClick={() => void duplicate(template)}
                >
                  {busy === template.id ? 'Duplicating…' : 'Duplicate'}
                  <span className="visually-hidden"> {template.name}</span>
                </button>
                {template.owner === 'account' && (
                  <>
                    <Link className="button secondary" href={`/templates/${template.id}`}>
                      Edit<span className="visually-hidden"> {template.name}</span>
                    </Link>
                    <button type="button" className="secondary danger-text" onClick={() => void remove(template)}>
                      Delete<span className="visually-hidden"> {template.name}</span>
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={templates} what="templates" />
      {dialog}
    </>
  );
}
