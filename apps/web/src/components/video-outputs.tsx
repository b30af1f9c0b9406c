import { outputName, type OutputRequest, type Video, type VideoOutput } from '@reelsmith/sdk';
import { formatBytes } from '../lib/format.js';
import { OUTPUT_LABELS } from '../lib/outputs.js';

/** The generated type leaves both names optional; the API always sends exactly one. */
const nameOf = (output: VideoOutput) => outputName(output as OutputRequest);

/**
 * A video's extra files: a download per output once the video completed, with its size, bytes
 * and the result of its checks; what the checks found when they failed the video.
 */
export function VideoOutputs({ video }: { video: Video }) {
  if (video.outputs.length === 0) return null;
  return (
    <section className="video-outputs" aria-labelledby="outputs-title">
      <h2 id="outputs-title">Outputs</h2>
      <ul>
        {video.outputs.map((output) => {
          const name = nameOf(output);
          return (
            <li key={name}>
              <strong>{OUTPUT_LABELS[name]}</strong>
              {output.url ? (
                <>
                  {' '}
                  <a href={output.url} download>
                    Download{name === 'hls' ? ' playlist' : ''}
                  </a>
                  <span className="meta">
                    {' '}
                    {output.width} × {output.height}, {output.duration_seconds} s,{' '}
                    {output.bytes === null ? '' : formatBytes(output.bytes)}
                  </span>
                </>
              ) : (
                <span className="meta"> {video.status === 'failed' ? 'Not made.' : 'Made with the video.'}</span>
              )}
              {output.checks && <OutputChecks checks={output.checks} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OutputChecks({ checks }: { checks: NonNullable<VideoOutput['checks']> }) {
  if (checks.passed) return <p className="checks-passed">Checks passed.</p>;
  return (
    <ul className="checks-failed" aria-label="Checks failed">
      {checks.failures.map((failure) => (
        <li key={failure.check}>
          <code>{failure.check}</code>: {failure.actual}, expected {failure.expected}
        </li>
      ))}
    </ul>
  );
}
