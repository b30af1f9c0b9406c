import { useRef, useState, type FormEvent } from 'react';
import type { Asset } from '@reelsmith/sdk';
import { confirmDelete, useConfirm } from '../components/confirm.js';
import { FileField, FormError, TextField } from '../components/field.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { ACCEPTED_FILES, ACCEPTED_LABELS, MAX_ASSET_BYTES, contentTypeOf, describeAsset } from '../lib/asset-files.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatBytes, formatDate } from '../lib/format.js';
import { useClient } from '../lib/session-context.js';
import { useList } from '../lib/use-load.js';

const KIND_LABELS: Record<Asset['kind'], string> = { image: 'Image', font: 'Font', audio: 'Sound' };
/** The tile beside each asset: what kind it is at a glance (no public URL serves an asset's bytes). */
const KIND_TILES: Record<Asset['kind'], string> = { image: 'IMG', font: 'Aa', audio: '♪' };

export function AssetsPage() {
  const rs = useClient();
  const assets = useList((cursor) => rs.assets.list({ limit: 50, ...cursor }), [rs]);
  const [status, setStatus] = useState('');
  const { confirm, dialog } = useConfirm();

  const remove = (asset: Asset) =>
    confirmDelete({
      confirm,
      name: asset.name ?? asset.id,
      body: <p>The file is removed for good. Templates that name it can no longer be saved or rendered with it.</p>,
      remove: () => rs.assets.delete(asset.id),
      onDeleted: () => assets.update((items) => items.filter((item) => item.id !== asset.id)),
      report: setStatus,
    });

  return (
    <>
      <h1 tabIndex={-1}>Assets</h1>
      <p className="hint page-intro">
        Your own pictures, fonts and sounds. A template names one as <code>{'{"asset_id": "asset_…"}'}</code>.
      </p>
      <UploadForm
        onUploaded={(asset) => {
          assets.update((items) => [asset, ...items]);
          setStatus(`Uploaded ${asset.name ?? asset.id}.`);
        }}
      />
      <p className="status" role="status">
        {status}
      </p>
      <section aria-labelledby="assets-title">
        <h2 id="assets-title" className="visually-hidden">
          Your assets
        </h2>
        {assets.error !== undefined && <LoadError error={assets.error} retry={() => void assets.reload()} />}
        {assets.loading && !assets.data && <Loading what="assets" />}
        {assets.data?.data.length === 0 && (
          <Empty>
            <p>No assets yet. Upload a logo, a brand font or a jingle.</p>
          </Empty>
        )}
        {assets.data && assets.data.data.length > 0 && (
          <ul className="cards assets">
            {assets.data.data.map((asset) => (
              <li key={asset.id} className="card asset">
                <span className="asset-kind" data-kind={asset.kind} aria-hidden="true">
                  {KIND_TILES[asset.kind]}
                </span>
                <div className="asset-text">
                  <h3>
                    {asset.name ?? <span className="unnamed">Unnamed {KIND_LABELS[asset.kind].toLowerCase()}</span>}{' '}
                    <span className="chip">{KIND_LABELS[asset.kind]}</span>
                  </h3>
                  <p className="meta">{describeAsset(asset)}</p>
                  <p className="meta">Uploaded {formatDate(asset.created_at)}</p>
                  <p className="meta">
                    <code>{asset.id}</code>
                  </p>
                </div>
                <div className="actions">
                  <button type="button" className="secondary danger-text" onClick={() => void remove(asset)}>
                    Delete<span className="visually-hidden"> {asset.name ?? asset.id}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={assets} what="assets" />
      </section>
      {dialog}
    </>
  );
}

/** `POST /v1/assets`: the file's own bytes with its type, and an optional label. */
function UploadForm({ onUploaded }: { onUploaded: (asset: Asset) => void }) {
  const rs = useClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError({ field: 'file', message: 'Choose a file to upload.' });
    const type = contentTypeOf(file);
    if (!type)
      return setError({ field: 'file', message: `${file.name} is not a file assets take (${ACCEPTED_LABELS}).` });
    if (file.size > MAX_ASSET_BYTES)
      return setError({ field: 'file', message: `${file.name} is ${formatBytes(file.size)}; at most 20 MB is taken.` });
    setBusy(true);
    setError(undefined);
    try {
      const label = name.trim() || file.name.replace(/\.[^.]+$/, '');
      onUploaded(await rs.assets.upload(file, type, { name: label.slice(0, 200) }));
      setFile(undefined);
      setName('');
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(shownError(failure, ['name']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel upload" onSubmit={(event) => void submit(event)} aria-labelledby="upload-title">
      <h2 id="upload-title">Upload an asset</h2>
      <div className="upload-fields">
        <FileField
          label="File"
          inputRef={input}
          accept={ACCEPTED_FILES}
          hint={`${ACCEPTED_LABELS}; at most 20 MB.`}
          error={messageFor(error, 'file')}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError(undefined);
          }}
        />
        <TextField
          label="Name (optional)"
          hint="A label shown in this list; the file's name when left empty."
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={messageFor(error, 'name')}
        />
      </div>
      <FormError error={error} />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}
