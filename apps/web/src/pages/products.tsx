import { useState, type FormEvent } from 'react';
import { formatPrice, type Product } from '@reelsmith/sdk';
import { confirmDelete, useConfirm } from '../components/confirm.js';
import { EditDeleteButtons, FormError, TextField } from '../components/field.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { useClient } from '../lib/session-context.js';
import { useList, useLoad } from '../lib/use-load.js';
import { FeedSyncForm } from './feed-sync.js';
import { ProductForm } from './product-form.js';

const PAGE_SIZE = 20;

type Editing = { mode: 'new' } | { mode: 'edit'; product: Product } | undefined;

export function ProductsPage() {
  const rs = useClient();
  const products = useList((cursor) => rs.products.list({ limit: PAGE_SIZE, ...cursor }), [rs]);
  // Prices as the account's videos write them: `1 490 ₽` for a Russian account, not `RUB 1,490.00`.
  const account = useLoad(() => rs.balance.retrieve(), [rs]);
  const priceLanguage = account.data?.language ?? navigator.language;
  const [editing, setEditing] = useState<Editing>();
  const [status, setStatus] = useState('');
  const { confirm, dialog } = useConfirm();

  const remove = (product: Product) =>
    confirmDelete({
      confirm,
      name: product.name,
      body: <p>The product goes from your catalog. Videos already made from it keep working.</p>,
      remove: () => rs.products.delete(product.id),
      onDeleted: () => products.update((items) => items.filter((item) => item.id !== product.id)),
      report: setStatus,
    });

  const saved = (product: Product) => {
    const isNew = editing?.mode === 'new';
    products.update((items) =>
      isNew ? [product, ...items] : items.map((item) => (item.id === product.id ? product : item)),
    );
    setEditing(undefined);
    setStatus(isNew ? `Added ${product.name}.` : `Saved ${product.name}.`);
  };

  return (
    <>
      <div className="page-head">
        <h1 tabIndex={-1}>Products</h1>
        {!editing && (
          <button type="button" onClick={() => setEditing({ mode: 'new' })}>
            Add product
          </button>
        )}
      </div>
      <p className="status" role="status">
        {status}
      </p>
      {editing ? (
        <ProductForm
          key={editing.mode === 'edit' ? editing.product.id : 'new'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      ) : (
        <>
          <ImportForm
            onImported={(product) => {
              products.update((items) => [product, ...items]);
              setStatus(`Imported ${product.name}.`);
            }}
          />
          <FeedSyncForm
            onSynced={(sync) => {
              void products.reload();
              setStatus(`Synced the feed: ${sync.created} added, ${sync.updated} updated.`);
            }}
          />
        </>
      )}
      <section aria-labelledby="catalog-title">
        <h2 id="catalog-title" className="visually-hidden">
          Catalog
        </h2>
        {products.error !== undefined && <LoadError error={products.error} retry={() => void products.reload()} />}
        {products.loading && !products.data && <Loading what="products" />}
        {products.data?.data.length === 0 && !editing && (
          <Empty>
            <p>No products yet. Add one, or import it from your shop’s product page.</p>
          </Empty>
        )}
        {products.data && products.data.data.length > 0 && (
          <ul className="cards products">
            {products.data.data.map((product) => (
              <li key={product.id} className="card product">
                <img className="thumb" src={product.image_url} alt="" loading="lazy" width={96} height={96} />
                <div className="product-text">
                  <h3>{product.name}</h3>
                  <p className="price">{product.price ? formatPrice(product.price, priceLanguage) : 'No price'}</p>
                  {product.description && <p className="description">{product.description}</p>}
                </div>
                <EditDeleteButtons
                  name={product.name}
                  onEdit={() => setEditing({ mode: 'edit', product })}
                  onDelete={() => void remove(product)}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore list={products} what="products" />
      </section>
      {dialog}
    </>
  );
}

/** `POST /v1/products/import`: the product from a shop's page (JSON-LD, OpenGraph or the page). */
function ImportForm({ onImported }: { onImported: (product: Product) => void }) {
  const rs = useClient();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onImported(await rs.products.import({ url: url.trim() }));
      setUrl('');
    } catch (failure) {
      setError(shownError(failure, ['url']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="import" onSubmit={(event) => void submit(event)} aria-label="Import a product">
      <TextField
        label="Import from a product page URL"
        type="url"
        required
        placeholder="https://shop.example/products/mug"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={messageFor(error, 'url')}
      />
      <button type="submit" className="secondary" disabled={busy}>
        {busy ? 'Importing…' : 'Import'}
      </button>
      <FormError error={error} />
    </form>
  );
}
