/** Dates and counts as the reader's locale writes them. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const integer = new Intl.NumberFormat();

export const formatDate = (iso: string): string => dateTime.format(new Date(iso));

export const formatCredits = (credits: number): string =>
  `${integer.format(credits)} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;

/** A signed amount of credits: `+250 credits`, `−3 credits`. */
export const formatCreditChange = (credits: number): string =>
  `${credits > 0 ? '+' : credits < 0 ? '\u2212' : ''}${formatCredits(Math.abs(credits))}`;

/** `1080, 1920` → `9:16`. */
export function aspectOf(width: number, height: number): string {
  const divisor = gcd(width, height);
  return `${width / divisor}:${height / divisor}`;
}

/** The shape's name and aspect: `Vertical 9:16`. */
export function describeFormat(width: number, height: number): string {
  const shape = width > height ? 'Landscape' : width < height ? 'Vertical' : 'Square';
  return `${shape} ${aspectOf(width, height)}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const bytes = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** A file's size in decimal units, as the API's limits are written: `12.3 kB`, `20 MB`. */
export function formatBytes(count: number): string {
  if (count < 1000) return `${bytes.format(count)} B`;
  if (count < 1_000_000) return `${bytes.format(count / 1000)} kB`;
  return `${bytes.format(count / 1_000_000)} MB`;
}

/** A length: `4.5 s` under a minute, `1:23` from one. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${bytes.format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
