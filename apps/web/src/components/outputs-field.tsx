import { MAX_OUTPUTS, OUTPUT_CREDITS, outputName, type OutputRequest } from '@reelsmith/sdk';
import { CheckboxField } from './field.js';
import { formatCreditChange } from '../lib/format.js';
import { ALL_OUTPUTS, OUTPUT_LABELS, toggleOutput } from '../lib/outputs.js';

/**
 * Extra files made from the same render: a platform's MP4 composed for its safe zone, or
 * another format. Each adds its credits to the price; at most MAX_OUTPUTS, the rest then greyed.
 */
export function OutputsField({
  chosen,
  errorOf,
  onChange,
}: {
  chosen: OutputRequest[];
  errorOf: (field: string) => string | undefined;
  onChange: (outputs: OutputRequest[]) => void;
}) {
  const names = new Set(chosen.map(outputName));
  const full = chosen.length >= MAX_OUTPUTS;
  return (
    <fieldset className="outputs-field">
      <legend>Outputs</legend>
      <p className="hint">
        Besides the template’s MP4: files made for each platform, laid out clear of its buttons and checked against its
        spec. Up to {MAX_OUTPUTS}.
      </p>
      {ALL_OUTPUTS.map((output) => {
        const name = outputName(output);
        const asked = chosen.findIndex((candidate) => outputName(candidate) === name);
        return (
          <CheckboxField
            key={name}
            label={`${OUTPUT_LABELS[name]} · ${formatCreditChange(OUTPUT_CREDITS[name])}`}
            checked={names.has(name)}
            disabled={full && !names.has(name)}
            onChange={() => onChange(toggleOutput(chosen, output))}
            error={
              asked < 0 ? undefined : errorOf(`outputs.${asked}.${output.profile === undefined ? 'format' : 'profile'}`)
            }
          />
        );
      })}
      {errorOf('outputs') && <p className="field-error">{errorOf('outputs')}</p>}
    </fieldset>
  );
}
