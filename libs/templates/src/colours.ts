import type { ColourRef, PaletteEntry } from './template.types.js';

/** The only colour syntax that reaches drawing code: six hex digits, nothing else. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export type Palette = Record<string, string>;

const INK = '#111111';
const WHITE = '#FFFFFF';

export function isHexColour(value: unknown): value is `#${string}` {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// WCAG's contrast minimum for large text (≥ 24 px, or 18.7 px bold); the built-in templates keep
// every text drawn on a brand colour at least that large.
const LARGE_TEXT_CONTRAST = 3;

/**
 * White when it reaches the large-text contrast on the given colour (it looks like an ad),
 * ink otherwise: user brand colours can be anything, pale yellow included.
 */
export function readableOn(background: string): string {
  return contrastRatio(background, WHITE) >= LARGE_TEXT_CONTRAST ? WHITE : INK;
}

/** Mixes towards white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  return toHex(channels(hex).map((c) => c + (target - c) * Math.abs(amount)));
}

export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Turns the template's palette into concrete colours. An entry bound to a user_prompt variable
 * takes the user's value only when it is a valid hex colour, otherwise its default. With `only`,
 * resolves that entry (and what it refers to) alone.
 */
export function resolvePalette(
  entries: Record<string, PaletteEntry>,
  userPrompt: Record<string, unknown>,
  only?: string,
): Palette {
  const palette: Palette = {};
  const resolving = new Set<string>();
  const resolve = (name: string): string => {
    const known = palette[name];
    if (known) return known;
    const entry = entries[name];
    if (entry === undefined) throw new Error(`palette entry "${name}" is not defined`);
    if (resolving.has(name)) throw new Error(`palette entry "${name}" refers to itself`);
    resolving.add(name);
    let colour: string;
    if (typeof entry === 'string') colour = entry;
    else if ('variable' in entry)
      colour = isHexColour(userPrompt[entry.variable]) ? (userPrompt[entry.variable] as string) : entry.default;
    else if ('contrast_with' in entry) colour = readableOn(resolve(entry.contrast_with));
    else colour = shade(resolve(entry.shade_of), entry.amount);
    if (!isHexColour(colour)) throw new Error(`palette entry "${name}" is not a #RRGGBB colour`);
    palette[name] = colour.toUpperCase();
    return palette[name];
  };
  for (const name of only === undefined ? Object.keys(entries) : [only]) resolve(name);
  return palette;
}

/** A literal #RRGGBB or a palette name, as a checked colour. */
export function colourOf(ref: ColourRef, palette: Palette): string {
  const colour = isHexColour(ref) ? ref : palette[ref];
  if (!isHexColour(colour)) throw new Error(`colour "${ref}" is neither #RRGGBB nor a palette entry`);
  return colour;
}
