import type { Template } from '@reelsmith/sdk';
import { aspectOf, describeFormat, formatCredits } from '../lib/format.js';
import { TEMPLATE_STILLS } from '../template-stills/template-stills.js';

/**
 * A frame of the template at its thumbnail moment; a template without a still (one of an
 * account's own) gets a frame of its aspect with the ratio written on it instead.
 */
export function TemplatePicture({ template }: { template: Template }) {
  const still = TEMPLATE_STILLS[template.id];
  if (still === undefined) {
    return (
      <span
        className="template-placeholder"
        style={{ aspectRatio: `${template.width} / ${template.height}` }}
        aria-hidden="true"
      >
        {aspectOf(template.width, template.height)}
      </span>
    );
  }
  // The description says what the picture shows: the layout, not the demo product in it.
  return <img src={still} width={template.width} height={template.height} alt={template.description} />;
}

/** One template to choose, as a radio button: its picture, name, format, length and cost. */
export function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: Template;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="template-card" data-selected={selected || undefined}>
      <input type="radio" name="template" value={template.id} checked={selected} onChange={onSelect} />
      <span className="template-still">
        <TemplatePicture template={template} />
      </span>
      <span className="template-name">{template.name}</span>
      <span className="template-meta">
        {describeFormat(template.width, template.height)} · {template.width} × {template.height} ·{' '}
        {template.duration_seconds} s · {formatCredits(template.credits)}
      </span>
    </label>
  );
}
