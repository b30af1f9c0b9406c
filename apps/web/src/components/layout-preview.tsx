import { useEffect, useState } from 'react';
import type { FrameLayout, Language, PreviewCreateParams, Product, TemplateDetail } from '@reelsmith/sdk';
import { SelectField } from './field.js';
import { shownError } from '../lib/field-errors.js';
import { formatSeconds } from '../lib/format.js';
import { outlinedElements, overlayBox } from '../lib/layout-overlay.js';
import { Link } from '../lib/router.js';
import { useClient } from '../lib/session-context.js';
import { useLatest } from '../lib/use-latest.js';

/** Moving the slider pauses this long before a still is asked for. */
const DEBOUNCE_MS = 300;
/** The frame is at most this tall, whatever the template's aspect. */
const MAX_HEIGHT_REM = 28;

interface Still {
  url: string;
  layout: FrameLayout;
}

/**
 * A still of the saved template at a chosen moment, product and language (`previews.create`),
 * with the boxes of that frame's layout (`previews.layout`, same request) drawn over it: each
 * element outlined and named; hovering or choosing one in the list beside highlights it.
 */
export function LayoutPreview({
  template,
  products,
  languages,
  stale,
}: {
  template: TemplateDetail;
  products: Product[];
  languages: Language[];
  /** The editor holds changes the saved version (the one previewed) lacks. */
  stale: boolean;
}) {
  const rs = useClient();
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [language, setLanguage] = useState('');
  const [at, setAt] = useState(Math.min(template.definition.thumbnail_at_seconds, template.duration_seconds));
  const [active, setActive] = useState<{ hovered?: string; chosen?: string }>({});

  const request: PreviewCreateParams = {
    template_id: template.id,
    product_id: productId,
    at_seconds: at,
    ...(language ? { language: language as PreviewCreateParams['language'] } : {}),
  };
  // The version is in the argument so that a save asks again, though the request is the same.
  const { outcome, pending } = useLatest(
    productId ? { request, version: template.version } : undefined,
    async ({ request: asked }, signal): Promise<Still> => {
      const [jpeg, layout] = await Promise.all([
        rs.previews.create(asked, { signal }),
        rs.previews.layout(asked, { signal }),
      ]);
      const url = URL.createObjectURL(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
      return { url, layout };
    },
    DEBOUNCE_MS,
  );
  const still = outcome?.ok ? outcome.value : undefined;
  useEffect(() => () => void (still && URL.revokeObjectURL(still.url)), [still]);

  if (products.length === 0) {
    return (
      <section className="panel layout-preview" aria-labelledby="preview-title">
        <h2 id="preview-title">Preview</h2>
        <p>A preview shows one of your products, and you have none yet.</p>
        <p>
          <Link href="/products">Add a product</Link> to preview the template with it.
        </p>
      </section>
    );
  }

  const elements = still ? outlinedElements(still.layout) : [];
  const highlighted = active.hovered ?? active.chosen;
  const chosen = elements.find(({ key }) => key === active.chosen)?.element;
  const product = products.find((item) => item.id === productId);
  const ratio = template.width / template.height;
  return (
    <section className="panel layout-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview of version {template.version}</h2>
      {stale && (
        <p className="notice" role="note">
          The preview shows the saved version. Save to preview your changes.
        </p>
      )}
      <div className="field-row even">
        <SelectField label="Product" value={productId} onChange={(event) => setProductId(event.target.value)}>
          {products.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Language" value={language} onChange={(event) => setLanguage(event.target.value)}>
          <option value="">Account default</option>
          {languages.map((item) => (
            <option key={item.code} value={item.code} lang={item.code}>
              {item.native_name === item.name ? item.name : `${item.native_name} — ${item.name}`}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field">
        <label htmlFor="preview-moment">
          Moment: <output htmlFor="preview-moment">{formatSeconds(at)}</output> of {template.duration_seconds} s
        </label>
        <input
          id="preview-moment"
          type="range"
          min={0}
          max={template.duration_seconds}
          step={0.1}
          value={at}
          onChange={(event) => setAt(Number(event.target.value))}
        />
      </div>
      <figure className="layout-figure" aria-busy={pending}>
        <div
          className="layout-frame"
          style={{
            aspectRatio: `${template.width} / ${template.height}`,
            width: `min(100%, ${MAX_HEIGHT_REM * ratio}rem)`,
          }}
          data-loading={pending || undefined}
        >
          {still ? (
            <img
              src={still.url}
              alt={`Preview of ${template.name} with ${product?.name ?? 'the product'} at ${formatSeconds(at)}`}
            />
          ) : (
            <span className="layout-note">{outcome ? 'No preview' : 'Rendering the preview…'}</span>
          )}
          {still && (
            <div className="layout-overlay" aria-hidden="true">
              {elements.map(({ key, element }) => {
                const box = overlayBox(element.box, still.layout);
                return (
                  <div
                    key={key}
                    className="layout-box"
                    data-kind={element.kind}
                    data-active={highlighted === key || undefined}
                    style={{
                      left: `${box.left}%`,
                      top: `${box.top}%`,
                      width: `${box.width}%`,
                      height: `${box.height}%`,
                    }}
                    onMouseEnter={() => setActive((current) => ({ ...current, hovered: key }))}
                    onMouseLeave={() => setActive((current) => ({ ...current, hovered: undefined }))}
                    onClick={() => setActive({ chosen: key })}
                  >
                    <span className="layout-label">{element.name}</span>
                  </div>
                );
              })}
            </div>
          )}
        </div>
        <figcaption aria-live="polite">
          {outcome && !outcome.ok
            ? `No preview: ${shownError(outcome.error, []).message}`
            : pending && still
              ? 'Updating the preview…'
              : 'A still at half size, with the box of each element drawn over it.'}
        </figcaption>
      </figure>
      {still && still.layout.warnings.length > 0 && (
        <ul className="issues">
          {still.layout.warnings.map((warning, index) => (
            <li key={index} className="issue" data-severity="warning">
              <span className="badge queued">Warning</span> <code className="issue-code">{warning.code}</code>
              <p className="issue-message">
                {warning.element}: {warning.message}
              </p>
            </li>
          ))}
        </ul>
      )}
      {elements.length > 0 && (
        <div className="layout-elements">
          <h3 id="elements-title">Elements at {formatSeconds(still!.layout.at_seconds)}</h3>
          <ul aria-labelledby="elements-title">
            {elements.map(({ key, element }) => (
              <li key={key}>
                <button
                  type="button"
                  className="element-button"
                  aria-pressed={active.chosen === key}
                  data-active={highlighted === key || undefined}
                  onMouseEnter={() => setActive((current) => ({ ...current, hovered: key }))}
                  onMouseLeave={() => setActive((current) => ({ ...current, hovered: undefined }))}
                  onClick={() => setActive((current) => ({ chosen: current.chosen === key ? undefined : key }))}
                >
                  <span className="chip">{element.kind}</span> <strong>{element.name}</strong>
                  {element.text && <span className="element-text">{element.text}</span>}
                </button>
              </li>
            ))}
          </ul>
          {chosen && (
            <p className="meta" role="status">
              {chosen.name}: x {chosen.box.x}, y {chosen.box.y}, {chosen.box.width} × {chosen.box.height} px, opacity{' '}
              {Math.round(chosen.opacity * 100)} %
            </p>
          )}
        </div>
      )}
    </section>
  );
}
