/** A page of the sandbox checkout as a browser gets it: no API key, HTML back. */
export interface CheckoutPage {
  status: number;
  html: string;
  headers: Headers;
}

/** Fetches a checkout page as a browser would: no API key, HTML back. */
export async function openCheckoutPage(url: string): Promise<CheckoutPage> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Submits the page's form whose button says `label`, exactly as a browser posts an HTML form. */
export async function submitCheckoutForm(
  pageUrl: string,
  html: string,
  label: 'Pay' | 'Cancel',
): Promise<{ status: number; html: string }> {
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">\s*<button[^>]*>([^<]+)</g)].find((match) =>
    match[2]!.startsWith(label),
  );
  if (!form) throw new Error(`No ${label} form on the page:\n${html}`);
  const response = await fetch(new URL(form[1]!, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return { status: response.status, html: await response.text() };
}
