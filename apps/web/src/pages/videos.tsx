import { useState } from 'react';
import type { Product, Template, Video } from '@reelsmith/sdk';
import { useConfirm } from '../components/confirm.js';
import { Empty, LoadError, LoadMore, Loading } from '../components/states.js';
import { VideoStatus, isRunning } from '../components/video-status.js';
import { shownError } from '../lib/field-errors.js';
import { formatDate } from '../lib/format.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { useList, useLoad } from '../lib/use-load.js';
import { usePoll } from '../lib/use-poll.js';

const PAGE_SIZE = 20;

/** Templates and products by id, to name what a video was made from. */
export function useNames() {
  const rs = useClient();
  return useLoad(async () => {
    const [templates, products] = await Promise.all([
      rs.templates.list({ limit: 100 }),
      rs.products.list({ limit: 100 }),
    ]);
    return {
      templates: new Map<string, Template>(templates.data.map((template) => [template.id, template])),
      products: new Map<string, Product>(products.data.map((product) => [product.id, product])),
    };
  }, [rs]);
}

export function useCancel(onCanceled: (video: Video) => void) {
  const rs = useClient();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState('');
  const cancel = async (video: Video) => {
    const confirmed = await confirm({
      title: 'Cancel this video?',
      body: <p>The render stops and its credits come back to your balance.</p>,
      confirm: 'Cancel video',
    });
    if (!confirmed) return;
    try {
      setError('');
      onCanceled(await rs.videos.cancel(video.id));
    } catch (failure) {
      setError(`Could not cancel: ${shownError(failure, []).message}`);
    }
  };
  return { cancel, dialog, error };
}

export function VideosPage() {
  const rs = useClient();
  // `?batch_id=` (a batch's link) shows that batch's videos only.
  const batchId = new URLSearchParams(location.search).get('batch_id') ?? undefined;
  const videos = useList(
    (cursor) => rs.videos.list({ limit: PAGE_SIZE, ...(batchId ? { batch_id: batchId } : {}), ...cursor }),
    [rs, batchId],
  );
  const names = useNames();
  const update = (video: Video) => videos.update((items) => items.map((item) => (item.id === video.id ? video : item)));
  const { cancel, dialog, error } = useCancel(update);

  // Live progress: the running videos are fetched again every two seconds until they end.
  const running = videos.data?.data.filter(isRunning) ?? [];
  usePoll(running.length > 0, async () => {
    for (const video of await Promise.all(running.map((item) => rs.videos.retrieve(item.id)))) update(video);
  });

  return (
    <>
      <div className="page-head">
        <h1 tabIndex={-1}>{batchId ? 'Videos of a batch' : 'Videos'}</h1>
        {batchId && <Link href="/batches">← All batches</Link>}
        <Link className="button" href="/videos/new">
          New video
        </Link>
      </div>
      <p className="status" role="status">
        {error}
      </p>
      {videos.error !== undefined && <LoadError error={videos.error} retry={() => void videos.reload()} />}
      {videos.loading && !videos.data && <Loading what="videos" />}
      {videos.data?.data.length === 0 && (
        <Empty>
          <p>No videos yet.</p>
          <p>
            <Link href="/videos/new">Make your first video</Link> from a product and a template.
          </p>
        </Empty>
      )}
      {videos.data && videos.data.data.length > 0 && (
        <ul className="cards videos">
          {videos.data.data.map((video) => {
            const template = names.data?.templates.get(video.template_id);
            const product = names.data?.products.get(video.product_id);
            const title = `${product?.name ?? 'A deleted product'} · ${template?.name ?? 'template'}`;
            return (
              <li key={video.id} className="card video">
                <div className="video-thumb" data-shape={shapeOf(video.width, video.height)}>
                  {video.thumbnail_url ? (
                    <img src={video.thumbnail_url} alt="" loading="lazy" />
                  ) : (
                    <span className="thumb-note" aria-hidden="true">
                      {video.status === 'failed' ? 'No video' : 'Rendering…'}
                    </span>
                  )}
                </div>
                <div className="video-text">
                  <h2>
                    <Link href={`/videos/${video.id}`}>{title}</Link>
                  </h2>
                  <p className="meta">
                    {formatDate(video.created_at)} · {video.width} × {video.height} · {video.language}
                  </p>
                  <VideoStatus video={video} />
                </div>
                <div className="actions">
                  {video.status === 'completed' && (
                    <Link className="button secondary" href={`/videos/${video.id}`}>
                      Watch<span className="visually-hidden"> {title}</span>
                    </Link>
                  )}
                  {isRunning(video) && (
                    <button type="button" className="secondary danger-text" onClick={() => void cancel(video)}>
                      Cancel<span className="visually-hidden"> {title}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore list={videos} what="videos" />
      {dialog}
    </>
  );
}

export const shapeOf = (width: number, height: number): string =>
  width > height ? 'landscape' : width < height ? 'vertical' : 'square';
