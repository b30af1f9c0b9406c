import { useState, type FormEvent } from 'react';
import {
  TOP_UP_CURRENCIES,
  creditsForCents,
  formatPrice,
  parsePrice,
  type BalanceTransaction,
  type BalanceTransactionListParams,
  type TopUpCurrency,
} from '@reelsmith/sdk';
import { FormError, SelectField, TextField } from '../components/field.js';
import { Empty, LoadError, Loading } from '../components/states.js';
import { messageFor, shownError, type ShownError } from '../lib/field-errors.js';
import { formatCreditChange, formatCredits, formatDate } from '../lib/format.js';
import { useClient } from '../lib/session-context.js';
import { describeTransaction, productNamesOf } from '../lib/transaction-products.js';
import { useLoad } from '../lib/use-load.js';

const PAGE_SIZE = 10;

const TYPE_LABELS: Record<BalanceTransaction['type'], string> = {
  top_up: 'Top-up',
  usage: 'Video',
  refund: 'Refund',
  grant: 'Grant',
};

export function BalancePage() {
  const rs = useClient();
  const balance = useLoad(() => rs.balance.retrieve(), [rs]);
  return (
    <>
      <h1 tabIndex={-1}>Balance</h1>
      {balance.error !== undefined && <LoadError error={balance.error} retry={() => void balance.reload()} />}
      {balance.loading && !balance.data && <Loading what="the balance" />}
      {balance.data && (
        <section className="panel balance-summary" aria-labelledby="balance-title">
          <h2 id="balance-title" className="visually-hidden">
            Credits
          </h2>
          <p className="credits">{formatCredits(balance.data.credits)}</p>
          <p>
            {balance.data.is_premium ? (
              <span className="badge completed">Premium</span>
            ) : (
              <>
                <span className="badge queued">Not premium</span> Videos carry a small watermark until your first paid
                top-up.
              </>
            )}
          </p>
        </section>
      )}
      <TopUpForm />
      <Transactions />
    </>
  );
}

/** `POST /v1/balance/top-up`, then to the payment platform's checkout page. */
function TopUpForm() {
  const rs = useClient();
  const [amount, setAmount] = useState('25');
  const [currency, setCurrency] = useState<TopUpCurrency>('usd');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | undefined>();
  const cents = parsePrice(amount, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cents === undefined) {
      setError({ field: 'amount', message: 'Enter an amount like 25 or 25.50.' });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const topUp = await rs.balance.topUp({ amount: cents, currency });
      location.assign(topUp.checkout_url);
    } catch (failure) {
      setError(shownError(failure, ['amount', 'currency']));
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="top-up-title">
      <h2 id="top-up-title">Top up</h2>
      <form onSubmit={(event) => void submit(event)}>
        <div className="field-row">
          <TextField
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            hint="From 10 to 10,000."
            error={messageFor(error, 'amount')}
          />
          <SelectField
            label="Currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as TopUpCurrency)}
            error={messageFor(error, 'currency')}
          >
            {TOP_UP_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </SelectField>
        </div>
        <p aria-live="polite">
          {cents !== undefined
            ? `${formatPrice({ amount: cents, currency }, navigator.language)} buys ${formatCredits(creditsForCents(cents))}.`
            : ''}
        </p>
        <FormError error={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Opening checkout…' : 'Top up'}
        </button>
      </form>
    </section>
  );
}

/**
 * The ledger a page at a time. "Next" goes to older entries (`starting_after` the last one),
 * "Previous" back to newer ones (`ending_before` the first); `has_more` says whether more lie
 * in the direction just travelled.
 */
function Transactions() {
  const rs = useClient();
  const [cursor, setCursor] = useState<BalanceTransactionListParams>({});
  const page = useLoad(() => rs.balance.transactions.list({ limit: PAGE_SIZE, ...cursor }), [rs, cursor]);
  const backwards = cursor.ending_before !== undefined;
  const first = cursor.starting_after === undefined && !backwards;
  const items = page.data?.data ?? [];
  // Rows name the product rather than the video id; they show billing's text until it is known.
  const productNames = useLoad(() => productNamesOf(rs, items), [rs, page.data]);
  const hasOlder = backwards ? true : (page.data?.has_more ?? false);
  const hasNewer = first ? false : backwards ? (page.data?.has_more ?? false) : true;

  return (
    <section aria-labelledby="transactions-title">
      <h2 id="transactions-title">Transactions</h2>
      {page.error !== undefined && <LoadError error={page.error} retry={() => void page.reload()} />}
      {page.loading && !page.data && <Loading what="transactions" />}
      {page.data && items.length === 0 && first && (
        <Empty>
          <p>No transactions yet.</p>
        </Empty>
      )}
      {items.length > 0 && (
        <table className="stack">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col" className="number">
                Credits
              </th>
              <th scope="col" className="number">
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((transaction) => (
              <tr key={transaction.id}>
                <td data-label="Date">{formatDate(transaction.created_at)}</td>
                <td data-label="Type">
                  {TYPE_LABELS[transaction.type]}
                  {transaction.platform !== 'internal' ? ` (${transaction.platform})` : ''}
                </td>
                <td data-label="Description">
                  {describeTransaction(transaction, productNames.data ?? new Map<string, string>())}
                </td>
                <td data-label="Credits" className={`number ${transaction.amount < 0 ? 'negative' : 'positive'}`}>
                  {formatCreditChange(transaction.amount)}
                </td>
                <td data-label="Balance after" className="number">
                  {formatCredits(transaction.balance_after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(hasNewer || hasOlder) && (
        <nav className="pager" aria-label="Transactions pages">
          <button
            type="button"
            className="secondary"
            disabled={!hasNewer || page.loading}
            onClick={() => setCursor(items[0] ? { ending_before: items[0].id } : {})}
          >
            Previous
          </button>
          <button
            type="button"
            className="secondary"
            disabled={!hasOlder || page.loading || items.length === 0}
            onClick={() => {
              const last = items.at(-1);
              if (last) setCursor({ starting_after: last.id });
            }}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
