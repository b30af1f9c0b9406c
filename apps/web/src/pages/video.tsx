import { LoadError, Loading } from '../components/states.js';
import { VideoOutputs } from '../components/video-outputs.js';
import { VideoStatus, isRunning } from '../components/video-status.js';
import { formatCredits, formatDate } from '../lib/format.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { useLoad } from '../lib/use-load.js';
import { usePoll } from '../lib/use-poll.js';
import { captionsUrlOf, playerCaptionsTrack, warningsOf } from '../lib/video-captions.js';
import { shapeOf, useCancel, useNames } from './videos.js';

export function VideoPage({ id }: { id: string }) {
  const rs = useClient();
  const loaded = useLoad(() => rs.videos.retrieve(id), [rs, id]);
  const names = useNames();
  const { cancel, dialog, error } = useCancel((video) => loaded.set(() => video));
  const video = loaded.data;
  const captionsUrl = video && captionsUrlOf(video);
  const track = video && playerCaptionsTrack(video);
  const warnings = video ? warningsOf(video) : [];
  usePoll(video !== undefined && isRunning(video), async () => {
    const fresh = await rs.videos.retrieve(id);
    loaded.set(() => fresh);
  });

  const template = video && names.data?.templates.get(video.template_id);
  const product = video && names.data?.products.get(video.product_id);
  return (
    <>
      <p className="back">
        <Link href="/videos">← All videos</Link>
      </p>
      <h1 tabIndex={-1}>{product ? `${product.name} · ${template?.name ?? 'video'}` : 'Video'}</h1>
      {loaded.error !== undefined && <LoadError error={loaded.error} retry={() => void loaded.reload()} />}
      {!video && loaded.loading && <Loading what="the video" />}
      {video && (
        <div className="video-page">
          <div className="player" data-shape={shapeOf(video.width, video.height)}>
            {video.status === 'completed' && video.video_url ? (
              <video
                controls
                playsInline
                preload="metadata"
                poster={video.thumbnail_url ?? undefined}
                src={video.video_url}
              >
                {track && <track kind="captions" src={track} srcLang={video.language} label="Captions" default />}
              </video>
            ) : (
              <div className="player-placeholder">
                <p>
                  {video.status === 'failed'
                    ? 'This video did not finish.'
                    : 'The video plays here once it is rendered.'}
                </p>
              </div>
            )}
          </div>
          <div className="video-details">
            <VideoStatus video={video} />
            <p className="status" role="status">
              {error}
            </p>
            {warnings.length > 0 && (
              <div className="notice">
                <p>The render had to change:</p>
                <ul>
                  {warnings.map((warning, i) => (
                    <li key={i}>{warning.message}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="actions">
              {video.status === 'completed' && video.video_url && (
                <a className="button" href={video.video_url} download>
                  Download MP4
                </a>
              )}
              {captionsUrl && (
                <a className="button secondary" href={captionsUrl} download>
                  Download captions
                </a>
              )}
              {isRunning(video) && (
                <button type="button" className="secondary danger-text" onClick={() => void cancel(video)}>
                  Cancel video
                </button>
              )}
            </div>
            <VideoOutputs video={video} />
            <dl className="details">
              <dt>Template</dt>
              <dd>{template?.name ?? video.template_id}</dd>
              <dt>Product</dt>
              <dd>{product?.name ?? video.product_id}</dd>
              <dt>Size</dt>
              <dd>
                {video.width} × {video.height}, {video.duration_seconds} s
              </dd>
              <dt>Language</dt>
              <dd>{video.language}</dd>
              <dt>Cost</dt>
              <dd>{formatCredits(video.credits_used)}</dd>
              <dt>Created</dt>
              <dd>{formatDate(video.created_at)}</dd>
              {video.completed_at && (
                <>
                  <dt>Completed</dt>
                  <dd>{formatDate(video.completed_at)}</dd>
                </>
              )}
              {video.failed_at && (
                <>
                  <dt>Failed</dt>
                  <dd>{formatDate(video.failed_at)}</dd>
                </>
              )}
              <dt>Id</dt>
              <dd>
                <code>{video.id}</code>
              </dd>
            </dl>
          </div>
        </div>
      )}
      {dialog}
    </>
  );
}
