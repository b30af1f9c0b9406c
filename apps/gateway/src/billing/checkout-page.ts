import { formatMoney, type TopUp } from '@reelsmith/contracts';

/**
 * The page's URL is its capability, so it must not leak (no Referer, no caching), and the
 * Pay button must not be framed by another site (clickjacking).
 */
export const CHECKOUT_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0, 0, 0, .08); }
  h1 { font-size: 1.3rem; margin: 0 0 1rem; }
  .badge { display: inline-block; background: #fff4d6; color: #7a5300; border-radius: 6px;
           padding: .15rem .5rem; font-size: .8rem; font-weight: 600; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; text-align: right; }
  .notice { padding: .75rem 1rem; border-radius: 8px; background: #eef2ff; }
  .paid { background: #e6f6ec; } .expired, .canceled, .missing { background: #fdecec; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  .actions form { flex: 1; }
  button, .button { display: block; width: 100%; box-sizing: border-box; padding: .75rem; border-radius: 8px;
                    border: 0; font: inherit; text-align: center; text-decoration: none; cursor: pointer;
                    background: #3b5bfd; color: #fff; }
  button.secondary { background: #e4e7ee; color: #1d2330; }`;

/**
 * Where the page is served from: the top-up's own address (/v1/checkout/<id>) or the answer to
 * one of its forms (/v1/checkout/<id>/pay), one level deeper.
 */
export type CheckoutPageAddress = 'page' | 'form_answer';

export function checkoutPage(topUp: TopUp, address: CheckoutPageAddress = 'page'): string {
  const price = formatMoney(topUp.amount, topUp.currency);
  return layout(`
    ${topUp.platform === 'sandbox' ? '<p class="badge">Sandbox: no real money moves</p>' : ''}
    <dl>
      <dt>Amount</dt><dd data-field="amount">${price}</dd>
      <dt>Credits</dt><dd data-field="credits">${topUp.credits}</dd>
      <dt>Status</dt><dd data-field="status">${topUp.status}</dd>
      ${topUp.status === 'pending' ? `<dt>Pay before</dt><dd>${escapeHtml(topUp.expires_at.slice(0, 16).replace('T', ' '))} UTC</dd>` : ''}
    </dl>
    ${notice(topUp, price)}
    ${topUp.status === 'pending' ? '' : backToDashboard(address)}`);
}

/**
 * Once the top-up has ended, the way back to the dashboard's balance, which the gateway serves
 * above the API (/v1/checkout/<id> → /balance): relative, so it works behind a path prefix too.
 */
function backToDashboard(address: CheckoutPageAddress): string {
  const up = address === 'page' ? '../../' : '../../../';
  return `<div class="actions"><a class="button" href="${up}balance">Back to the dashboard</a></div>`;
}

export function missingCheckoutPage(): string {
  return layout(`<p class="notice missing" role="alert">No such checkout. Check the link, or start a new top-up.</p>`);
}

function notice(topUp: TopUp, price: string): string {
  switch (topUp.status) {
    case 'paid':
      return `<p class="notice paid" role="status">Payment received. ${topUp.credits} credits were added to your balance.</p>`;
    case 'canceled':
      return `<p class="notice canceled" role="status">This top-up was canceled. Nothing was charged.</p>`;
    case 'expired':
      return `<p class="notice expired" role="alert">This checkout has expired and can no longer be paid. Start a new top-up.</p>`;
    case 'pending':
      return topUp.platform === 'sandbox' ? sandboxActions(topUp.id, price) : stripeLink(topUp.checkout_url);
  }
}

/**
 * Plain forms, no script. The actions are relative to this page (/…/checkout/<id>), so the
 * page also works behind a proxy that mounts the API under a path prefix.
 */
function sandboxActions(id: string, price: string): string {
  const base = encodeURIComponent(id);
  return `
    <div class="actions">
      <form method="post" action="${base}/pay"><button type="submit">Pay ${price}</button></form>
      <form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
    </div>`;
}

function stripeLink(checkoutUrl: string): string {
  return `
    <p class="notice" role="status">The payment is completed at Stripe. Back from Stripe already? Reload this page in a moment.</p>
    <div class="actions"><a class="button" href="${escapeHtml(checkoutUrl)}">Continue to payment</a></div>`;
}

function layout(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Reelsmith checkout</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Reelsmith credits</h1>
    ${content}
  </main>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
