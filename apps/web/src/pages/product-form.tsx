import { useState, type FormEvent } from 'react';
import { parsePrice, priceInputText, type Product, type ProductCreateParams } from '@reelsmith/sdk';
import { FormError, SaveButtons, SelectField, TextField } from '../components/field.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { useClient } from '../lib/session-context.js';

export const CURRENCIES = [
  'usd',
  'eur',
  'gbp',
  'jpy',
  'chf',
  'cad',
  'aud',
  'sek',
  'nok',
  'dkk',
  'pln',
  'czk',
  'inr',
  'brl',
];
const FIELDS = ['name', 'description', 'image_url', 'price', 'currency'];
/** The API's params for the price, onto the two fields that edit it. */
const ALIASES = { 'price.currency': 'currency', 'price.amount': 'price' };

/** Adds a product, or edits one: only what changed is sent, and an emptied field is cleared. */
export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product?: Product | undefined;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}) {
  const rs = useClient();
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [imageUrl, setImageUrl] = useState(product?.image_url ?? '');
  const [price, setPrice] = useState(
    product?.price ? priceInputText(product.price.amount, product.price.currency) : '',
  );
  const [currency, setCurrency] = useState(product?.price?.currency ?? 'usd');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();
  const currencies = CURRENCIES.includes(currency) ? CURRENCIES : [currency, ...CURRENCIES];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let amount: number | undefined;
    if (price.trim() !== '') {
      amount = parsePrice(price, currency);
      if (amount === undefined) {
        setError({ field: 'price', message: `Enter the price as a number, like 19.90.` });
        return;
      }
    }
    const params: ProductCreateParams = {
      name: name.trim(),
      image_url: imageUrl.trim(),
      description: description.trim() === '' ? null : description,
      price: amount === undefined ? null : { amount, currency },
    };
    setBusy(true);
    setError(undefined);
    try {
      onSaved(product ? await rs.products.update(product.id, params) : await rs.products.create(params));
    } catch (failure) {
      setError(shownError(failure, FIELDS, ALIASES));
      setBusy(false);
    }
  };

  const errorOf = (field: string) => messageFor(error, field);
  const title = product ? `Edit ${product.name}` : 'New product';
  return (
    <section className="panel" aria-labelledby="product-form-title">
      <h2 id="product-form-title">{title}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          required
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errorOf('name')}
        />
        <TextField
          label="Description"
          multiline
          maxLength={5000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={errorOf('description')}
        />
        <TextField
          label="Image URL"
          type="url"
          required
          maxLength={2048}
          placeholder="https://shop.example/mug.jpg"
          hint="A JPEG, PNG or WebP image, at most 20 MB."
          value={imageUrl}
          onChange={(event) => setImageUrl(event.target.value)}
          error={errorOf('image_url')}
        />
        <div className="field-row">
          <TextField
            label="Price"
            inputMode="decimal"
            autoComplete="off"
            placeholder="19.90"
            hint="Optional."
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={errorOf('price')}
          />
          <SelectField
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            error={errorOf('currency')}
          >
            <CurrencyOptions codes={currencies} />
          </SelectField>
        </div>
        <FormError error={error} />
        <SaveButtons label={product ? 'Save changes' : 'Save product'} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

/** A `<select>`'s currencies, written as codes (`USD`). */
export function CurrencyOptions({ codes }: { codes: readonly string[] }) {
  return codes.map((code) => (
    <option key={code} value={code}>
      {code.toUpperCase()}
    </option>
  ));
}
