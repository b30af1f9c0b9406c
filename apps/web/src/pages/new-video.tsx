import { useCallback, useMemo, useState, type FormEvent } from 'react';
import {
  outputsCredits,
  type AudioAsset,
  type Language,
  type OutputProfile,
  type OutputRequest,
  type PreviewCreateParams,
  type Product,
  type Template,
  type VideoCreateParams,
} from '@reelsmith/sdk';
import { CheckboxField, ColorField, FormError, SelectField, TextField } from '../components/field.js';
import { MusicField, TEMPLATE_MUSIC, musicOf } from '../components/music-field.js';
import { OutputsField } from '../components/outputs-field.js';
import { StillPreview } from '../components/still-preview.js';
import { TemplateCard } from '../components/template-card.js';
import { VoicePicker } from '../components/voice-picker.js';
import { LoadError, Loading } from '../components/states.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatCredits } from '../lib/format.js';
import { OUTPUT_LABELS } from '../lib/outputs.js';
import { Link, navigate } from '../lib/router.js';
import { fieldsFromSchema, userPromptFrom, type FormField, type FormValues } from '../lib/schema-form.js';
import { useClient } from '../lib/session-context.js';
import { useLoad } from '../lib/use-load.js';
import { voiceQualityNotice } from '../lib/voice-quality.js';

/** Everything the form offers: templates, the catalog, the account's music, languages and the balance. */
function useChoices() {
  const rs = useClient();
  return useLoad(async () => {
    const products: Product[] = [];
    for await (const product of rs.products.list({ limit: 100 })) {
      products.push(product);
      if (products.length >= 500) break;
    }
    const [templates, languages, balance, assets] = await Promise.all([
      rs.templates.list({ limit: 100 }),
      rs.languages.list(),
      rs.balance.retrieve(),
      rs.assets.list({ limit: 100 }),
    ]);
    const tracks = assets.data.filter((asset): asset is AudioAsset => asset.kind === 'audio');
    return { templates: templates.data, products, languages, balance, tracks };
  }, [rs]);
}

export function NewVideoPage() {
  const choices = useChoices();
  return (
    <>
      <p className="back">
        <Link href="/videos">← All videos</Link>
      </p>
      <h1 tabIndex={-1}>New video</h1>
      {choices.error !== undefined && <LoadError error={choices.error} retry={() => void choices.reload()} />}
      {choices.loading && !choices.data && <Loading what="templates and products" />}
      {choices.data && <NewVideoForm {...choices.data} />}
    </>
  );
}

function NewVideoForm({
  templates,
  products,
  languages,
  balance,
  tracks,
}: {
  templates: Template[];
  products: Product[];
  languages: Language[];
  balance: { credits: number; language: string };
  tracks: AudioAsset[];
}) {
  const rs = useClient();
  const [templateId, setTemplateId] = useState(templates[0]?.id ?? '');
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [language, setLanguage] = useState('');
  const [voice, setVoice] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [music, setMusic] = useState(TEMPLATE_MUSIC);
  const [outputs, setOutputs] = useState<OutputRequest[]>([]);
  const [previewAs, setPreviewAs] = useState<OutputProfile | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();
  const [previewError, setPreviewError] = useState<ShownError | undefined>();

  const template = templates.find((item) => item.id === templateId);
  const product = products.find((item) => item.id === productId);
  const fields = useMemo(() => fieldsFromSchema(template?.variables), [template]);
  const request: VideoCreateParams = {
    template_id: templateId,
    product_id: productId,
    user_prompt: userPromptFrom(fields, values),
    ...(language ? { language: language as VideoCreateParams['language'] } : {}),
    ...musicOf(music),
  };
  // The preview shows the template's frame, or a chosen profile's frame laid out for its platform.
  const profiles = outputs.flatMap((output) => (output.profile === undefined ? [] : [output.profile]));
  const shownProfile = previewAs !== '' && profiles.includes(previewAs) ? previewAs : undefined;
  const previewRequest: PreviewCreateParams = shownProfile ? { ...request, profile: shownProfile } : request;
  const accountLanguage = languages.find((item) => item.code === balance.language);
  const voiceNotice = voiceQualityNotice(
    language ? languages.find((item) => item.code === language) : accountLanguage,
    request.user_prompt ?? {},
  );
  // What the video will be charged: the template's credits and each output's.
  const cost = template === undefined ? undefined : template.credits + outputsCredits(outputs);
  const affordable = cost === undefined || balance.credits >= cost;
  const fieldNames = useMemo(
    () => [
      'template_id',
      'product_id',
      'language',
      'voice',
      'music',
      'music.asset_id',
      'music.url',
      'music.volume_db',
      'outputs',
      ...outputs.flatMap((_output, index) => [`outputs.${index}.profile`, `outputs.${index}.format`]),
      ...fields.map((field) => `user_prompt.${field.name}`),
    ],
    [fields, outputs],
  );
  // A refusal of the live preview is the same as the video's would be: shown beside its field.
  const errorOf = (field: string) => messageFor(error, field) ?? messageFor(previewError, field);
  const onPreviewError = useCallback(
    (failure: unknown) => setPreviewError(failure === undefined ? undefined : shownError(failure, fieldNames)),
    [fieldNames],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      // The voice is the video's alone: a still preview has no sound.
      await rs.videos.create({ ...request, ...(voice ? { voice } : {}), ...(outputs.length > 0 ? { outputs } : {}) });
      navigate('/videos');
    } catch (failure) {
      setError(shownError(failure, fieldNames));
      setBusy(false);
    }
  };

  if (products.length === 0) {
    return (
      <div className="empty">
        <p>A video shows one of your products, and you have none yet.</p>
        <p>
          <Link href="/products">Add a product</Link> first.
        </p>
      </div>
    );
  }

  return (
    <form className="new-video" onSubmit={(event) => void submit(event)}>
      <fieldset className="templates">
        <legend>Template</legend>
        <div className="template-grid">
          {templates.map((item) => (
            <TemplateCard
              key={item.id}
              template={item}
              selected={item.id === templateId}
              onSelect={() => {
                setTemplateId(item.id);
                setValues({});
              }}
            />
          ))}
        </div>
        {errorOf('template_id') && <p className="field-error">{errorOf('template_id')}</p>}
      </fieldset>

      <div className="new-video-body">
        <div className="new-video-fields">
          <SelectField
            label="Product"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            error={errorOf('product_id')}
          >
            {products.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Language"
            value={language}
            onChange={(event) => {
              setLanguage(event.target.value);
              // A voice speaks one language: another language starts from its default voice.
              setVoice('');
            }}
            error={errorOf('language')}
            hint="The language of the template’s texts and of the voice-over."
          >
            <option value="">Account default{accountLanguage ? ` (${accountLanguage.name})` : ''}</option>
            {languages.map((item) => (
              <option key={item.code} value={item.code} lang={item.code}>
                {item.native_name === item.name ? item.name : `${item.native_name} — ${item.name}`}
              </option>
            ))}
          </SelectField>
          {fields.length > 0 && (
            <fieldset>
              <legend>Texts and options</legend>
              <p className="hint">Leave a field empty to use the template’s default.</p>
              {fields.map((field) => (
                <VariableField
                  key={`${templateId}-${field.name}`}
                  field={field}
                  value={values[field.name]}
                  error={errorOf(`user_prompt.${field.name}`)}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                />
              ))}
            </fieldset>
          )}
          {request.user_prompt?.voiceover === true && (
            <VoicePicker
              language={(language || balance.language) as Language['code']}
              value={voice}
              onChange={setVoice}
              error={errorOf('voice')}
            />
          )}
          <MusicField pick={music} tracks={tracks} errorOf={errorOf} onChange={setMusic} />
          <OutputsField chosen={outputs} errorOf={errorOf} onChange={setOutputs} />
          {voiceNotice && (
            <p className="notice" role="note">
              {voiceNotice}
            </p>
          )}
        </div>
        <div className="preview-column">
          {profiles.length > 0 && (
            <SelectField
              label="Preview as"
              value={shownProfile ?? ''}
              onChange={(event) => setPreviewAs(event.target.value as OutputProfile | '')}
            >
              <option value="">The template’s MP4</option>
              {profiles.map((profile) => (
                <option key={profile} value={profile}>
                  {OUTPUT_LABELS[profile]}
                </option>
              ))}
            </SelectField>
          )}
          <StillPreview template={template} product={product} request={previewRequest} onError={onPreviewError} />
        </div>
      </div>

      <div className="cost" aria-live="polite">
        <p>
          Cost: <strong>{cost === undefined ? '—' : formatCredits(cost)}</strong>
          {template && outputs.length > 0 && (
            <span className="cost-parts">
              {' '}
              (template {formatCredits(template.credits)} + outputs {formatCredits(outputsCredits(outputs))})
            </span>
          )}
          <span className="cost-balance">
            {' '}
            · Balance: <strong>{formatCredits(balance.credits)}</strong>
          </span>
        </p>
        {!affordable && (
          <p className="field-error">
            Not enough credits for this video. <Link href="/balance">Top up</Link> first.
          </p>
        )}
      </div>
      <FormError error={error} />
      <div className="actions">
        <button type="submit" disabled={busy || !template}>
          {busy ? 'Creating…' : 'Create video'}
        </button>
      </div>
    </form>
  );
}

/** One template variable, drawn as its schema says. */
function VariableField({
  field,
  value,
  error,
  onChange,
}: {
  field: FormField;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean | undefined) => void;
}) {
  const common = { label: field.label, hint: field.hint, error };
  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField
          {...common}
          checked={typeof value === 'boolean' ? value : field.defaultValue}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'color':
      return (
        <ColorField
          {...common}
          value={typeof value === 'string' ? value : undefined}
          defaultValue={field.defaultValue}
          onChange={onChange}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Template default</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          required={field.required}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'text':
      return (
        <TextField
          {...common}
          multiline={field.multiline}
          required={field.required}
          minLength={field.minLength}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
