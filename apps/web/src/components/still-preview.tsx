import type { Product, Template } from '@reelsmith/sdk';

/**
 * PLACEHOLDER for the live still preview. The contract's `POST /v1/previews` (a JPEG of the
 * video at its thumbnail moment) is not in the API document yet, so the SDK has no
 * `previews.create`. Until it has, this shows the product image in the template's frame and
 * says that the real preview is coming. When the endpoint lands, replace the body with a call to
 * `rs.previews.create(request)` (debounced), shown through `URL.createObjectURL` — the page
 * already passes everything that call needs.
 */
export function StillPreview({
  template,
  product,
}: {
  template: Template | undefined;
  product: Product | undefined;
  /** What `POST /v1/previews` will take: the video's body, less `webhook_url`. */
  request: Record<string, unknown>;
}) {
  const ratio = template ? `${template.width} / ${template.height}` : '1 / 1';
  return (
    <figure className="still-preview">
      <div className="still-frame" style={{ aspectRatio: ratio }}>
        {product ? (
          <img src={product.image_url} alt={`Placeholder preview: the image of ${product.name}`} />
        ) : (
          <span>Pick a product to see it here.</span>
        )}
      </div>
      <figcaption>
        The rendered still preview is not available yet: this shows the product image in the template’s frame.
      </figcaption>
    </figure>
  );
}
