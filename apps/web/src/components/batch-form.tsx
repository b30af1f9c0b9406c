import { useState, type FormEvent } from 'react';
import {
  outputsCredits,
  type Batch,
  type BatchCreateParams,
  type Language,
  type OutputRequest,
  type Template,
} from '@reelsmith/sdk';
import { CheckboxField, FormError } from './field.js';
import { OutputsField } from './outputs-field.js';
import { LoadError, Loading } from './states.js';
import { shownError, type ShownError } from '../lib/field-errors.js';
import { formatCredits } from '../lib/format.js';
import { useClient } from '../lib/session-context.js';
import { useLoad } from '../lib/use-load.js';

/** What a batch is made of: products chosen one by one, or those a feed sync changed. */
export type BatchProducts = { productIds: string[] } | { syncId: string; count: number };

/**
 * Videos of `products` in the templates and languages chosen here, as one batch
 * (`POST /v1/batches`): the whole cost is shown before it is taken.
 */
export function BatchForm({ products, onCreated }: { products: BatchProducts; onCreated: (batch: Batch) => void }) {
  const rs = useClient();
  const choices = useLoad(async () => {
    const [templates, languages, balance] = await Promise.all([
      rs.templates.list({ limit: 100 }),
      rs.languages.list(),
      rs.balance.retrieve(),
    ]);
    return { templates: templates.data, languages, balance };
  }, [rs]);
  if (choices.error !== undefined) return <LoadError error={choices.error} retry={() => void choices.reload()} />;
  if (!choices.data) return <Loading what="templates and languages" />;
  return <BatchChoices products={products} onCreated={onCreated} {...choices.data} />;
}

function BatchChoices({
  products,
  onCreated,
  templates,
  languages,
  balance,
}: {
  products: BatchProducts;
  onCreated: (batch: Batch) => void;
  templates: Template[];
  languages: Language[];
  balance: { credits: number; language: string };
}) {
  const rs = useClient();
  const [templateIds, setTemplateIds] = useState<string[]>(templates[0] ? [templates[0].id] : []);
  const [languageCodes, setLanguageCodes] = useState<string[]>([balance.language]);
  const [outputs, setOutputs] = useState<OutputRequest[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();

  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  // Each video's price is its template's credits plus its outputs'.
  const perProduct = templates
    .filter((template) => templateIds.includes(template.id))
    .reduce((sum, template) => sum + template.credits + outputsCredits(outputs), 0);
  const productCount = 'syncId' in products ? products.count : products.productIds.length;
  const videos = productCount * templateIds.length * languageCodes.length;
  const cost = productCount * languageCodes.length * perProduct;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const params: BatchCreateParams = {
        ...('syncId' in products ? { sync_id: products.syncId } : { product_ids: products.productIds }),
        template_ids: templateIds,
        languages: languageCodes as BatchCreateParams['languages'],
        ...(outputs.length > 0 ? { outputs } : {}),
      };
      onCreated(await rs.batches.create(params));
    } catch (failure) {
      // Batch params name list items (`template_ids[0]`): the message, which names them too, goes above the button.
      setError(shownError(failure, []));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="batch-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>Templates</legend>
        {templates.map((template) => (
          <CheckboxField
            key={template.id}
            label={`${template.name} (${formatCredits(template.credits)})`}
            checked={templateIds.includes(template.id)}
            onChange={(event) => setTemplateIds(toggle(templateIds, template.id, event.target.checked))}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Languages</legend>
        <div className="language-choices">
          {languages.map((language) => (
            <CheckboxField
              key={language.code}
              label={language.name}
              checked={languageCodes.includes(language.code)}
              onChange={(event) => setLanguageCodes(toggle(languageCodes, language.code, event.target.checked))}
            />
          ))}
        </div>
      </fieldset>
      <OutputsField chosen={outputs} errorOf={() => undefined} onChange={setOutputs} />
      <p className="cost" role="status">
        {videos} {videos === 1 ? 'video' : 'videos'} for {formatCredits(cost)}, taken at once; your balance is{' '}
        {formatCredits(balance.credits)}. Each video that fails is refunded.
      </p>
      <FormError error={error} />
      <button type="submit" disabled={busy || videos === 0}>
        {busy ? 'Starting…' : `Make ${videos} ${videos === 1 ? 'video' : 'videos'}`}
      </button>
    </form>
  );
}
