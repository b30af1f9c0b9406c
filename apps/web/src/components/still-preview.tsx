import { useEffect, useState } from 'react';
import { ReelsmithError, type PreviewCreateParams, type Product, type Template } from '@reelsmith/sdk';
import { useClient } from '../lib/session-context.js';

/** Typing pauses this long before a new preview is asked for. */
const DEBOUNCE_MS = 400;

interface PreviewState {
  url?: string;
  loading: boolean;
  /** Why the latest preview could not be made; the error also goes to `onError`. */
  message?: string;
}

/**
 * The live still preview of the video the form describes: `POST /v1/previews` (free), asked
 * again after each pause in the editing, the older call aborted. The last good picture stays
 * on screen, dimmed, while the next one renders.
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
  const [state, setState] = useState<PreviewState>({ loading: false });
  const key = JSON.stringify(request);
  const ready = template !== undefined && product !== undefined;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      rs.previews
        .create(JSON.parse(key) as PreviewCreateParams, { signal: controller.signal })
        .then((jpeg) => {
          const url = URL.createObjectURL(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
          setState({ url, loading: false });
          onError(undefined);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({ ...previous, loading: false, message: describe(error) }));
          onError(error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The request is compared by its JSON (`key`): a new object with the same content asks nothing.
  }, [rs, key, ready, onError]);

  // A picture replaced or left behind is released.
  useEffect(() => () => void (state.url && URL.revokeObjectURL(state.url)), [state.url]);

  const ratio = template ? `${template.width} / ${template.height}` : '1 / 1';
  return (
    <figure className="still-preview" aria-busy={state.loading}>
      <div className="still-frame" style={{ aspectRatio: ratio }} data-loading={state.loading || undefined}>
        {!ready && <span>Pick a template and a product to see the preview.</span>}
        {ready && state.url && (
          <img src={state.url} alt={`Preview of the video of ${product.name} at its thumbnail moment`} />
        )}
        {ready && !state.url && !state.message && <span>Rendering the preview…</span>}
      </div>
      <figcaption aria-live="polite">
        {state.message ?? (state.loading && state.url ? 'Updating the preview…' : 'A still of the video at half size.')}
      </figcaption>
    </figure>
  );
}

function describe(error: unknown): string {
  if (error instanceof ReelsmithError) return `No preview: ${error.message}`;
  return 'No preview: the service could not be reached.';
}
