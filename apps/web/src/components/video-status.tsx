import type { Video } from '@reelsmith/sdk';

const LABELS: Record<Video['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const isRunning = (video: Pick<Video, 'status'>): boolean =>
  video.status === 'queued' || video.status === 'processing';

/** The status as a badge, and a progress bar while the video renders. */
export function VideoStatus({ video }: { video: Video }) {
  return (
    <div className="video-status">
      <span className={`badge ${video.status}`}>{LABELS[video.status]}</span>
      {isRunning(video) && (
        <span className="progress">
          <progress max={100} value={video.progress} aria-label={`Progress of video ${video.id}`} />
          <span>{video.progress} %</span>
        </span>
      )}
      {video.status === 'failed' && video.error && <span className="error-text">{video.error.message}</span>}
    </div>
  );
}
