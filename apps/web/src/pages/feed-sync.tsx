import { useRef, useState, type FormEvent } from 'react';
import type { ProductSync } from '@reelsmith/sdk';
import { BatchForm } from '../components/batch-form.js';
import { FileField, FormError, SelectField, TextField } from '../components/field.js';
import { ACCEPTED_FEEDS, MAX_FEED_BYTES, feedContentTypeOf } from '../lib/feed-files.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatBytes } from '../lib/format.js';
import { navigate } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { CURRENCIES, CurrencyOptions } from './product-form.js';

/**
 * `POST /v1/products/sync`: a catalog feed uploaded or named by URL, then what the sync did —
 * its counts and the rows it refused, by row, column and code.
 */
export function FeedSyncForm({ onSynced }: { onSynced: (sync: ProductSync) => void }) {
  const rs = useClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [url, setUrl] = useState('');
  const [currency, setCurrency] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();
  const [result, setResult] = useState<ProductSync | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const type = file && feedContentTypeOf(file.name);
    if (file && !type) {
      return setError({ field: 'file', message: `${file.name} is not a feed (.csv, .tsv, .txt, .xml or .json).` });
    }
    if (file && file.size > MAX_FEED_BYTES) {
      return setError({ field: 'file', message: `${file.name} is ${formatBytes(file.size)}; at most 50 MB is taken.` });
    }
    if (!file && !url.trim()) return setError({ field: 'file', message: 'Choose a feed file or enter its URL.' });
    setBusy(true);
    setError(undefined);
    try {
      const params = currency ? { currency } : {};
      const sync =
        file && type
          ? await rs.products.sync(file, type, params)
          : await rs.products.syncFromUrl({ url: url.trim() }, params);
      setResult(sync);
      onSynced(sync);
      setFile(undefined);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(shownError(failure, ['url', 'currency']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel upload" aria-labelledby="feed-title">
      <h2 id="feed-title">Sync a catalog feed</h2>
      <p className="hint">
        A Google Merchant Center feed (TSV or XML), a CSV with its columns, or a Shopify products.json. Products are
        matched by their id: new ones are added, changed ones updated.
      </p>
      <form onSubmit={(event) => void submit(event)} aria-labelledby="feed-title">
        <div className="upload-fields">
          <FileField
            label="Feed file"
            inputRef={input}
            accept={ACCEPTED_FEEDS}
            hint=".csv, .tsv, .txt, .xml or .json; at most 50 MB."
            error={messageFor(error, 'file')}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setError(undefined);
            }}
          />
          <TextField
            label="Or the feed's URL"
            type="url"
            placeholder="https://shop.example/feed.xml"
            value={url}
            disabled={file !== undefined}
            onChange={(event) => setUrl(event.target.value)}
            error={messageFor(error, 'url')}
          />
          <SelectField
            label="Currency of prices without one"
            hint="Needed for Shopify, whose feed names none."
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            error={messageFor(error, 'currency')}
          >
            <option value="">None</option>
            <CurrencyOptions codes={CURRENCIES} />
          </SelectField>
        </div>
        <FormError error={error} />
        <div className="actions">
          <button type="submit" disabled={busy}>
            {busy ? 'Syncing…' : 'Sync feed'}
          </button>
        </div>
      </form>
      {/* Outside the form: the batch it offers is a form of its own. */}
      {result && <SyncResult sync={result} />}
    </section>
  );
}

function SyncResult({ sync }: { sync: ProductSync }) {
  const changed = sync.product_ids_changed.length;
  const [making, setMaking] = useState(false);
  return (
    <section aria-labelledby="sync-result-title" className="sync-result">
      <h3 id="sync-result-title">
        {sync.rows} rows read: {sync.created} added, {sync.updated} updated, {sync.unchanged} unchanged, {sync.failed}{' '}
        refused
      </h3>
      {changed > 0 && !making && (
        <button type="button" onClick={() => setMaking(true)}>
          Make videos of the {changed} new and changed {changed === 1 ? 'product' : 'products'}
        </button>
      )}
      {making && <BatchForm products={{ syncId: sync.id, count: changed }} onCreated={() => navigate('/batches')} />}
      {sync.errors.length > 0 && (
        <p>{sync.failed > sync.errors.length ? `The first ${sync.errors.length} problems:` : 'Rows refused:'}</p>
      )}
      {sync.errors.length > 0 && (
        <table className="stack">
          <thead>
            <tr>
              <th scope="col" className="number">
                Row
              </th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {sync.errors.map((error, index) => (
              <tr key={`${error.row}-${index}`}>
                <td data-label="Row" className="number">
                  {error.row}
                </td>
                <td data-label="Column">{error.column ?? 'whole row'}</td>
                <td data-label="Problem">
                  {/* One grid cell on a phone, where the label takes the other. */}
                  <span>
                    <code>{error.code}</code> {error.message}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
