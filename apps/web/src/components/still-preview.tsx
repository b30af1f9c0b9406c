import { useEffect, useState } from 'react';
import { ReelsmithError, type PreviewCreateParams, type Product, type Template } from '@reelsmith/sdk';
import { useClient } from '../lib/session-context.js';
import { useLatest } from '../lib/use-latest.js';

/** Typing pauses this long before a new preview is asked for. */
const DEBOUNCE_MS = 400;

/**
 * The live still preview of the video the form describes: `POST /v1/previews` (free), asked
 * again after each pause in the editing, one at a time (useLatest), so quick edits never hold
 * more than one preview of this form on the server. The last good picture stays on screen,
 * dimmed, while the next one renders.
 */
export function StillPreview({
  template,
  product,
  request,
  onError,
}: {
  template: Template | undefined;
  product: Product | undefined;
  request: PreviewCreateParams;
  /** A refusal of the latest request (so the form can show it beside its field), or undefined. */
  onError: (error: unknown) => void;
}) {
  const rs = useClient();
  const ready = template !== undefined && product !== undefined;
  const { outcome, pending } = useLatest(
    ready ? request : undefined,
    (asked, signal) => rs.previews.create(asked, { signal }),
    DEBOUNCE_MS,
  );
  const [url, setUrl] = useState<string>();
  // The frame takes the shape of the picture shown: a profile's frame is not the template's.
  const [shape, setShape] = useState<string>();

  useEffect(() => {
    if (outcome?.ok) {
      setUrl(URL.createObjectURL(new Blob([outcome.value as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })));
    }
  }, [outcome]);
  useEffect(() => {
    if (outcome) onError(outcome.ok ? undefined : outcome.error);
  }, [outcome, onError]);

  // A picture replaced or left behind is released; a failed preview keeps the last good one.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const message = outcome && !outcome.ok ? describe(outcome.error) : undefined;
  const ratio = shape ?? (template ? `${template.width} / ${template.height}` : '1 / 1');
  return (
    <figure className="still-preview" aria-busy={pending}>
      <div className="still-frame" style={{ aspectRatio: ratio }} data-loading={pending || undefined}>
        {!ready && <span>Pick a template and a product to see the preview.</span>}
        {ready && url && (
          <img
            src={url}
            alt={`Preview of the video of ${product.name} at its thumbnail moment`}
            onLoad={(event) => setShape(`${event.currentTarget.naturalWidth} / ${event.currentTarget.naturalHeight}`)}
          />
        )}
        {ready && !url && !message && <span>Rendering the preview…</span>}
      </div>
      <figcaption aria-live="polite">
        {message ?? (pending && url ? 'Updating the preview…' : caption(request))}
      </figcaption>
    </figure>
  );
}

function caption(request: PreviewCreateParams): string {
  return request.profile === undefined
    ? 'A still of the video at half size.'
    : 'A still of this platform’s file at half size, laid out clear of its buttons.';
}

function describe(error: unknown): string {
  if (error instanceof ReelsmithError) return `No preview: ${error.message}`;
  return 'No preview: the service could not be reached.';
}
