import { existsSync } from 'node:fs';
import { GlobalFonts } from '@napi-rs/canvas';
import type { Script } from '@reelsmith/contracts';

/**
 * Fonts come from Debian packages (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji,
 * fonts-dejavu-core) and are registered under our own family names, so drawing never depends
 * on what fontconfig happens to pick. Skia falls back glyph by glyph along the stack, which is
 * how one line can mix Latin, Arabic, CJK and emoji.
 */
const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

const GREEK_CYRILLIC_LATIN: Script[] = ['Latin', 'Greek', 'Cyrillic'];

/** Each family's files, package and the writing systems its glyphs cover (the languages' scripts). */
const FONT_FILES: Record<string, { files: string[]; debianPackage: string; scripts: Script[] }> = {
  'Reelsmith Sans': {
    files: [`${NOTO}/NotoSans-Regular.ttf`, `${NOTO}/NotoSans-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: GREEK_CYRILLIC_LATIN,
  },
  'Reelsmith Serif': {
    files: [`${NOTO}/NotoSerifDisplay-Regular.ttf`, `${NOTO}/NotoSerifDisplay-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: GREEK_CYRILLIC_LATIN,
  },
  'Reelsmith Arabic': {
    files: [`${NOTO}/NotoSansArabic-Regular.ttf`, `${NOTO}/NotoSansArabic-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: ['Arabic'],
  },
  'Reelsmith Hebrew': {
    files: [`${NOTO}/NotoSansHebrew-Regular.ttf`, `${NOTO}/NotoSansHebrew-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: ['Hebrew'],
  },
  'Reelsmith Devanagari': {
    files: [`${NOTO}/NotoSansDevanagari-Regular.ttf`, `${NOTO}/NotoSansDevanagari-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: ['Devanagari'],
  },
  'Reelsmith Thai': {
    files: [`${NOTO}/NotoSansThai-Regular.ttf`, `${NOTO}/NotoSansThai-Bold.ttf`],
    debianPackage: 'fonts-noto-core',
    scripts: ['Thai'],
  },
  'Reelsmith CJK': {
    files: [`${NOTO_CJK}/NotoSansCJK-Regular.ttc`, `${NOTO_CJK}/NotoSansCJK-Bold.ttc`],
    debianPackage: 'fonts-noto-cjk',
    scripts: [...GREEK_CYRILLIC_LATIN, 'Han', 'Japanese', 'Hangul'],
  },
  'Reelsmith Emoji': { files: [`${NOTO}/NotoColorEmoji.ttf`], debianPackage: 'fonts-noto-color-emoji', scripts: [] },
  'Reelsmith Symbols': {
    files: [`${DEJAVU}/DejaVuSans.ttf`, `${DEJAVU}/DejaVuSans-Bold.ttf`],
    debianPackage: 'fonts-dejavu-core',
    scripts: GREEK_CYRILLIC_LATIN,
  },
};

const FALLBACKS = [
  'Reelsmith Arabic',
  'Reelsmith Hebrew',
  'Reelsmith Devanagari',
  'Reelsmith Thai',
  'Reelsmith CJK',
  'Reelsmith Emoji',
  'Reelsmith Symbols',
];

let registered = false;

/** Every font file the render draws with, the fallbacks included. */
export function renderFontFiles(): string[] {
  return Object.values(FONT_FILES).flatMap(({ files }) => files);
}

/** Registers the engine's fonts once; throws naming every missing file and its Debian package. */
export function registerFonts(): void {
  if (registered) return;
  const missing = Object.values(FONT_FILES).flatMap(({ files, debianPackage }) =>
    files.filter((file) => !existsSync(file)).map((file) => `${file} (${debianPackage})`),
  );
  if (missing.length > 0) throw new Error(`Render fonts are missing: ${missing.join(', ')}`);
  for (const [family, { files }] of Object.entries(FONT_FILES)) {
    for (const file of files) GlobalFonts.registerFromPath(file, family);
  }
  registered = true;
}

const primaryFamily = (font: 'sans' | 'serif') => (font === 'serif' ? 'Reelsmith Serif' : 'Reelsmith Sans');

/**
 * The file a template's font draws from at that weight. It must hold Latin, Greek and Cyrillic
 * whole: Skia falls back glyph by glyph, and the first fallback with Greek and Cyrillic letters
 * is the CJK face, whose letters are of another design (and whose Greek accents sit apart).
 */
export function templateFontFile(font: 'sans' | 'serif', weight: 'regular' | 'bold'): string {
  const [regular, bold] = FONT_FILES[primaryFamily(font)]!.files;
  return (weight === 'bold' ? bold : regular)!;
}

/**
 * The writing systems a template's font draws, its fallbacks included: Skia takes each glyph
 * from the first family of the stack that has it.
 */
export function fontScripts(font: 'sans' | 'serif'): ReadonlySet<Script> {
  return new Set([primaryFamily(font), ...FALLBACKS].flatMap((family) => FONT_FILES[family]!.scripts));
}

/** A CSS font shorthand for canvas: the template's family first, then the script fallbacks. */
export function fontShorthand(font: 'sans' | 'serif', weight: 'regular' | 'bold', sizePx: number): string {
  const families = [primaryFamily(font), ...FALLBACKS].map((family) => `"${family}"`).join(', ');
  return `${weight === 'bold' ? 'bold ' : ''}${sizePx}px ${families}`;
}
