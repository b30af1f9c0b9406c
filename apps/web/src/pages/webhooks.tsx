import { useState, type FormEvent } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@reelsmith/sdk';
import { useConfirm } from '../components/confirm.js';
import { CheckboxField, EditDeleteButtons, FormError, SaveButtons, TextField } from '../components/field.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatDate } from '../lib/format.js';
import { useClient } from '../lib/session-context.js';
import { useList } from '../lib/use-load.js';

type EventKind = WebhookEndpoint['events'][number];

const EVENTS: { kind: EventKind; description: string }[] = [
  { kind: 'video.completed', description: 'a video is ready' },
  { kind: 'video.failed', description: 'a video failed or was canceled' },
  { kind: 'video.processing', description: 'a render started' },
  { kind: 'top_up.completed', description: 'a top-up was paid' },
  { kind: 'balance.low', description: 'the balance fell below the threshold' },
];

export function WebhooksPage() {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <h1 tabIndex={-1}>Webhooks</h1>
      <SigningSecret confirm={confirm} />
      <Endpoints confirm={confirm} />
      <Deliveries />
      {dialog}
    </>
  );
}

type Confirm = ReturnType<typeof useConfirm>['confirm'];

/** The secret stays off the page until asked for (`GET /v1/webhooks/secret` on Reveal). */
function SigningSecret({ confirm }: { confirm: Confirm }) {
  const rs = useClient();
  const [secret, setSecret] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setStatus(shownError(error, []).message);
    } finally {
      setBusy(false);
    }
  };
  const reveal = () =>
    run(async () => {
      setSecret(await rs.webhooks.secret());
      setStatus('');
    });
  const rotate = async () => {
    const confirmed = await confirm({
      title: 'Rotate the signing secret?',
      body: (
        <p>
          A new secret signs every webhook from now on. The old one keeps signing beside it for 24 hours, so update your
          receivers within a day.
        </p>
      ),
      confirm: 'Rotate',
    });
    if (!confirmed) return;
    await run(async () => {
      setSecret(await rs.webhooks.rotateSecret());
      setStatus('The secret was rotated. The old one stops signing in 24 hours.');
    });
  };

  return (
    <section className="panel" aria-labelledby="secret-title">
      <h2 id="secret-title">Signing secret</h2>
      <p className="hint">
        Verify each delivery’s <code>webhook-signature</code> with it (Standard Webhooks), e.g. with the SDK’s{' '}
        <code>verifyWebhook</code>.
      </p>
      <p className="secret">
        <code aria-label={secret ? 'Signing secret' : 'Signing secret, hidden'}>
          {secret ?? 'whsec_••••••••••••••••'}
        </code>
      </p>
      <div className="actions">
        {secret ? (
          <button type="button" className="secondary" onClick={() => setSecret(undefined)}>
            Hide
          </button>
        ) : (
          <button type="button" className="secondary" disabled={busy} onClick={() => void reveal()}>
            Reveal
          </button>
        )}
        <button type="button" className="secondary danger-text" disabled={busy} onClick={() => void rotate()}>
          Rotate secret
        </button>
      </div>
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; endpoint: WebhookEndpoint } | undefined;

function Endpoints({ confirm }: { confirm: Confirm }) {
  const rs = useClient();
  const endpoints = useList((cursor) => rs.webhooks.endpoints.list({ limit: 100, ...cursor }), [rs]);
  const [editing, setEditing] = useState<Editing>();
  const [status, setStatus] = useState('');

  const remove = async (endpoint: WebhookEndpoint) => {
    const confirmed = await confirm({
      title: 'Delete this endpoint?',
      body: (
        <p>
          <code>{endpoint.url}</code> gets no more events. Its past deliveries stay in the log.
        </p>
      ),
      confirm: 'Delete',
    });
    if (!confirmed) return;
    try {
      await rs.webhooks.endpoints.delete(endpoint.id);
      endpoints.update((items) => items.filter((item) => item.id !== endpoint.id));
      setStatus('The endpoint was deleted.');
    } catch (error) {
      setStatus(`Could not delete the endpoint: ${shownError(error, []).message}`);
    }
  };

  const saved = (endpoint: WebhookEndpoint) => {
    const isNew = editing?.mode === 'new';
    endpoints.update((items) =>
      isNew ? [endpoint, ...items] : items.map((item) => (item.id === endpoint.id ? endpoint : item)),
    );
    setEditing(undefined);
    setStatus(isNew ? 'The endpoint was added.' : 'The endpoint was saved.');
  };

  return (
    <section aria-labelledby="endpoints-title">
      <div className="page-head">
        <h2 id="endpoints-title">Endpoints</h2>
        {!editing && (
          <button type="button" onClick={() => setEditing({ mode: 'new' })}>
            Add endpoint
          </button>
        )}
      </div>
      <p className="status" role="status">
        {status}
      </p>
      {editing && (
        <EndpointForm
          key={editing.mode === 'edit' ? editing.endpoint.id : 'new'}
          endpoint={editing.mode === 'edit' ? editing.endpoint : undefined}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {endpoints.error !== undefined && <LoadError error={endpoints.error} retry={() => void endpoints.reload()} />}
      {endpoints.loading && !endpoints.data && <Loading what="endpoints" />}
      {endpoints.data?.data.length === 0 && !editing && (
        <Empty>
          <p>No endpoints yet. Add one to receive events for every video and top-up of the account.</p>
        </Empty>
      )}
      {endpoints.data && endpoints.data.data.length > 0 && (
        <ul className="cards endpoints">
          {endpoints.data.data.map((endpoint) => (
            <li key={endpoint.id} className="card endpoint">
              <div>
                <p className="url">
                  <code>{endpoint.url}</code>
                </p>
                {endpoint.description && <p>{endpoint.description}</p>}
                <p className="chips">
                  <span className={`badge ${endpoint.enabled ? 'completed' : 'failed'}`}>
                    {endpoint.enabled ? 'Enabled' : 'Disabled'}
                  </span>
                  {endpoint.events.map((kind) => (
                    <span key={kind} className="chip">
                      {kind}
                    </span>
                  ))}
                </p>
              </div>
              <EditDeleteButtons
                name={endpoint.url}
                onEdit={() => setEditing({ mode: 'edit', endpoint })}
                onDelete={() => void remove(endpoint)}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={endpoints} what="endpoints" />
    </section>
  );
}

function EndpointForm({
  endpoint,
  onSaved,
  onCancel,
}: {
  endpoint: WebhookEndpoint | undefined;
  onSaved: (endpoint: WebhookEndpoint) => void;
  onCancel: () => void;
}) {
  const rs = useClient();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<EventKind[]>(endpoint?.events ?? EVENTS.map(({ kind }) => kind));
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setError({ field: 'events', message: 'Pick at least one event.' });
      return;
    }
    setBusy(true);
    setError(undefined);
    const params = { url: url.trim(), events, description: description.trim() === '' ? null : description.trim() };
    try {
      if (endpoint) onSaved(await rs.webhooks.endpoints.update(endpoint.id, { ...params, enabled }));
      else {
        const created = await rs.webhooks.endpoints.create(params);
        onSaved(enabled ? created : await rs.webhooks.endpoints.update(created.id, { enabled }));
      }
    } catch (failure) {
      setError(shownError(failure, ['url', 'events', 'description', 'enabled']));
      setBusy(false);
    }
  };

  const eventsError = messageFor(error, 'events');
  return (
    <section className="panel" aria-labelledby="endpoint-form-title">
      <h3 id="endpoint-form-title">{endpoint ? 'Edit endpoint' : 'New endpoint'}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="URL"
          type="url"
          required
          maxLength={2048}
          placeholder="https://shop.example/webhooks/reelsmith"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={messageFor(error, 'url')}
        />
        <fieldset aria-describedby={eventsError ? 'events-error' : undefined}>
          <legend>Events</legend>
          {EVENTS.map(({ kind, description: about }) => (
            <CheckboxField
              key={kind}
              label={kind}
              hint={about}
              checked={events.includes(kind)}
              onChange={(event) =>
                setEvents((current) =>
                  event.target.checked ? [...current, kind] : current.filter((item) => item !== kind),
                )
              }
            />
          ))}
          {eventsError && (
            <p className="field-error" id="events-error">
              {eventsError}
            </p>
          )}
        </fieldset>
        <TextField
          label="Description"
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={messageFor(error, 'description')}
        />
        <CheckboxField label="Enabled" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <FormError error={error} />
        <SaveButtons label={endpoint ? 'Save endpoint' : 'Add endpoint'} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; badge: string }> = {
  pending: { label: 'Pending', badge: 'processing' },
  succeeded: { label: 'Delivered', badge: 'completed' },
  failed: { label: 'Failed', badge: 'failed' },
};

function Deliveries() {
  const rs = useClient();
  const deliveries = useList((cursor) => rs.webhooks.deliveries.list({ limit: 20, ...cursor }), [rs]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | undefined>();

  const resend = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      const updated = await rs.webhooks.deliveries.retry(delivery.id);
      deliveries.update((items) => items.map((item) => (item.id === updated.id ? updated : item)));
      setStatus(`Resent ${delivery.event} to ${delivery.url}.`);
    } catch (error) {
      setStatus(`Could not resend: ${shownError(error, []).message}`);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="deliveries-title">
      <div className="page-head">
        <h2 id="deliveries-title">Deliveries</h2>
        <button type="button" className="secondary" onClick={() => void deliveries.reload()}>
          Refresh<span className="visually-hidden"> deliveries</span>
        </button>
      </div>
      <p className="status" role="status">
        {status}
      </p>
      {deliveries.error !== undefined && <LoadError error={deliveries.error} retry={() => void deliveries.reload()} />}
      {deliveries.loading && !deliveries.data && <Loading what="deliveries" />}
      {deliveries.data?.data.length === 0 && (
        <Empty>
          <p>No deliveries yet. They appear here when a video or top-up sends an event.</p>
        </Empty>
      )}
      {deliveries.data && deliveries.data.data.length > 0 && (
        <ul className="cards deliveries">
          {deliveries.data.data.map((delivery) => {
            const shown = DELIVERY_STATUS[delivery.status];
            const last = delivery.attempts.at(-1);
            return (
              <li key={delivery.id} className="card delivery">
                <div>
                  <p>
                    <strong>{delivery.event}</strong> <span className={`badge ${shown.badge}`}>{shown.label}</span>
                  </p>
                  <p className="url">
                    <code>{delivery.url}</code>
                  </p>
                  <p className="meta">
                    {formatDate(delivery.created_at)}
                    {delivery.next_attempt_at ? ` · next attempt ${formatDate(delivery.next_attempt_at)}` : ''}
                  </p>
                  <details>
                    <summary>
                      {delivery.attempts.length} {delivery.attempts.length === 1 ? 'attempt' : 'attempts'}
                      {last ? ` · last: ${last.status_code ?? last.error ?? 'no answer'}` : ''}
                    </summary>
                    <ol className="attempts">
                      {delivery.attempts.map((attempt) => (
                        <li key={attempt.at}>
                          {formatDate(attempt.at)}:{' '}
                          {attempt.status_code !== null ? `HTTP ${attempt.status_code}` : attempt.error} in{' '}
                          {attempt.duration_ms} ms
                        </li>
                      ))}
                    </ol>
                  </details>
                </div>
                <div className="actions">
                  <button
                    type="button"
                    className="secondary"
                    disabled={busy === delivery.id}
                    onClick={() => void resend(delivery)}
                  >
                    Resend
                    <span className="visually-hidden">
                      {' '}
                      {delivery.event} to {delivery.url}
                    </span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={deliveries} what="deliveries" />
    </section>
  );
}
