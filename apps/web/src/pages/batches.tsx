import { useState } from 'react';
import type { Batch, Product } from '@reelsmith/sdk';
import { BatchForm } from '../components/batch-form.js';
import { CheckboxField } from '../components/field.js';
import { useConfirm } from '../components/confirm.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { shownError } from '../lib/field-errors.js';
import { formatCredits, formatDate } from '../lib/format.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { useList, useLoad } from '../lib/use-load.js';
import { usePoll } from '../lib/use-poll.js';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<Batch['status'], string> = {
  processing: 'Processing',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** A batch's videos that have ended, of all of them, as a bar and in words. */
export function BatchProgress({ batch }: { batch: Batch }) {
  const { total, queued, processing, completed, failed } = batch.counts;
  return (
    <div className="batch-progress">
      <span
        className={`badge ${batch.status === 'processing' ? 'processing' : batch.status === 'completed' ? 'completed' : 'failed'}`}
      >
        {STATUS_LABELS[batch.status]}
      </span>
      <progress max={Math.max(1, total)} value={completed + failed} aria-label={`Videos of batch ${batch.id} ended`} />
      <span>
        {completed} of {total} done{failed > 0 ? `, ${failed} failed (refunded)` : ''}
        {batch.status === 'processing' ? ` · ${processing} rendering, ${queued} waiting` : ''}
      </span>
    </div>
  );
}

export function BatchesPage() {
  const rs = useClient();
  const batches = useList((cursor) => rs.batches.list({ limit: PAGE_SIZE, ...cursor }), [rs]);
  const [making, setMaking] = useState(false);
  const [status, setStatus] = useState('');
  const { confirm, dialog } = useConfirm();
  const replace = (batch: Batch) =>
    batches.update((items) => items.map((item) => (item.id === batch.id ? batch : item)));

  // Live progress: the running batches are fetched again every two seconds until they end.
  const running = batches.data?.data.filter((batch) => batch.status === 'processing') ?? [];
  usePoll(running.length > 0, async () => {
    for (const batch of running) replace(await rs.batches.retrieve(batch.id));
  });

  const cancel = async (batch: Batch) => {
    const confirmed = await confirm({
      title: 'Cancel this batch?',
      body: <p>Every video of it not yet made stops, and its credits come back to your balance.</p>,
      confirm: 'Cancel batch',
    });
    if (!confirmed) return;
    try {
      replace(await rs.batches.cancel(batch.id));
      setStatus('Batch canceled.');
    } catch (failure) {
      setStatus(`Could not cancel: ${shownError(failure, []).message}`);
    }
  };

  return (
    <>
      <div className="page-head">
        <h1 tabIndex={-1}>Batches</h1>
        {!making && (
          <button type="button" onClick={() => setMaking(true)}>
            New batch
          </button>
        )}
      </div>
      <p className="status" role="status">
        {status}
      </p>
      {making && (
        <NewBatch
          onCancel={() => setMaking(false)}
          onCreated={(batch) => {
            batches.update((items) => [batch, ...items]);
            setMaking(false);
            setStatus(`Started ${batch.counts.total} videos for ${formatCredits(batch.credits_reserved)}.`);
          }}
        />
      )}
      {batches.error !== undefined && <LoadError error={batches.error} retry={() => void batches.reload()} />}
      {batches.loading && !batches.data && <Loading what="batches" />}
      {batches.data?.data.length === 0 && !making && (
        <Empty>
          <p>No batches yet. A batch makes videos of many products, templates and languages at once.</p>
        </Empty>
      )}
      {batches.data && batches.data.data.length > 0 && (
        <ul className="cards batches">
          {batches.data.data.map((batch) => (
            <li key={batch.id} className="card batch">
              <h3>
                <Link href={`/videos?batch_id=${batch.id}`}>
                  {batch.counts.total} {batch.counts.total === 1 ? 'video' : 'videos'}
                  {batch.sync_id ? ' from a feed sync' : ''}
                </Link>
              </h3>
              <p className="meta">
                {formatDate(batch.created_at)} · {batch.template_ids.length}{' '}
                {batch.template_ids.length === 1 ? 'template' : 'templates'} × {batch.languages.join(', ')} ·{' '}
                {formatCredits(batch.credits_reserved)}
              </p>
              <BatchProgress batch={batch} />
              {batch.status === 'processing' && (
                <button type="button" className="secondary" onClick={() => void cancel(batch)}>
                  Cancel batch
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={batches} what="batches" />
      {dialog}
    </>
  );
}

/** Products chosen from the catalog, then the batch's templates and languages. */
function NewBatch({ onCreated, onCancel }: { onCreated: (batch: Batch) => void; onCancel: () => void }) {
  const rs = useClient();
  const catalog = useLoad(async () => {
    const products: Product[] = [];
    for await (const product of rs.products.list({ limit: 100 })) {
      products.push(product);
      if (products.length >= 1_000) break;
    }
    return products;
  }, [rs]);
  const [chosen, setChosen] = useState<string[]>([]);
  if (catalog.error !== undefined) return <LoadError error={catalog.error} retry={() => void catalog.reload()} />;
  if (!catalog.data) return <Loading what="products" />;
  const all = catalog.data.map((product) => product.id);
  return (
    <section className="new-batch" aria-labelledby="new-batch-title">
      <h2 id="new-batch-title">New batch</h2>
      <fieldset>
        <legend>Products</legend>
        <CheckboxField
          label={`All ${all.length} products`}
          checked={chosen.length === all.length && all.length > 0}
          onChange={(event) => setChosen(event.target.checked ? all : [])}
        />
        <div className="product-choices">
          {catalog.data.map((product) => (
            <CheckboxField
              key={product.id}
              label={product.name}
              checked={chosen.includes(product.id)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, product.id] : chosen.filter((id) => id !== product.id))
              }
            />
          ))}
        </div>
      </fieldset>
      <BatchForm products={{ productIds: chosen }} onCreated={onCreated} />
      <button type="button" className="secondary" onClick={onCancel}>
        Close
      </button>
    </section>
  );
}
