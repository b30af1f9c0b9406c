import { existsSync } from 'node:fs';
import { GlobalFonts, type FontKey } from '@napi-rs/canvas';
import type { Script } from '@reelsmith/contracts';
import { isAssetFont, type FontRef } from '@reelsmith/templates';

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

/** An account's font, registered for as long as a render, still or validation that uses it runs. */
interface AssetFont {
  key: FontKey;
  scripts: ReadonlySet<Script>;
  users: number;
}

/**
 * Account fonts by asset id. Registered under a family of our own (the asset's id, never the
 * family its file claims), so two accounts' fonts named alike cannot stand in for each other;
 * counted, so concurrent renders share one registration, removed when the last one ends.
 */
const assetFonts = new Map<string, AssetFont>();

const assetFamily = (assetId: string) => `Reelsmith Asset ${assetId}`;

/** An account font to register: its file (in a folder of ours) and the scripts the catalog recorded for it. */
export interface AssetFontFile {
  id: string;
  path: string;
  scripts: readonly Script[];
}

/**
 * Registers account fonts with canvas until the returned function is called. A file canvas
 * cannot read is an error: the caller's render fails rather than draw in another font unasked.
 */
export function useAssetFonts(fonts: readonly AssetFontFile[]): () => void {
  registerFonts();
  const used: string[] = [];
  const release = () => {
    for (const id of used.splice(0)) {
      const font = assetFonts.get(id)!;
      if (--font.users > 0) continue;
      GlobalFonts.remove(font.key);
      assetFonts.delete(id);
    }
  };
  try {
    for (const { id, path, scripts } of fonts) {
      const known = assetFonts.get(id);
      if (known) known.users++;
      else {
        const key = GlobalFonts.registerFromPath(path, assetFamily(id));
        if (!key) throw new Error(`The font asset ${id} could not be read.`);
        assetFonts.set(id, { key, scripts: new Set(scripts), users: 1 });
      }
      used.push(id);
    }
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

/** A stable name of a font for caches: `sans`, `serif` or the asset's id. */
export const fontKey = (font: FontRef): string => (isAssetFont(font) ? font.asset_id : font);

const SCRIPT_LETTERS: Record<Script, RegExp> = {
  Latin: /\p{Script=Latin}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Greek: /\p{Script=Greek}/u,
  Arabic: /\p{Script=Arabic}/u,
  Hebrew: /\p{Script=Hebrew}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Thai: /\p{Script=Thai}/u,
  Han: /\p{Script=Han}/u,
  Japanese: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  Hangul: /\p{Script=Hangul}/u,
};

/** The writing systems whose letters a string holds. */
export function scriptsIn(text: string): Script[] {
  return (Object.keys(SCRIPT_LETTERS) as Script[]).filter((script) => SCRIPT_LETTERS[script].test(text));
}

/**
 * The font a text is drawn in: the template's, unless it is an account's font that lacks a
 * script the text shows (by the scripts the catalog measured in its file), or one not
 * registered: then the engine's sans, which with its fallbacks covers every language. A text is
 * never drawn half in the account's design and half in another, and never with missing-glyph boxes.
 */
export function drawnFont(font: FontRef, text: string): FontRef {
  if (!isAssetFont(font)) return font;
  const registered = assetFonts.get(font.asset_id);
  if (!registered) return 'sans';
  return scriptsIn(text).every((script) => registered.scripts.has(script)) ? font : 'sans';
}

/**
 * The writing systems a template's font draws: an engine font's with its fallbacks (Skia takes
 * each glyph from the first family of the stack that has it), an account font's own (those
 * it lacks are drawn in the engine's sans: drawnFont).
 */
export function fontScripts(font: FontRef): ReadonlySet<Script> {
  if (isAssetFont(font)) return assetFonts.get(font.asset_id)?.scripts ?? new Set();
  return new Set([primaryFamily(font), ...FALLBACKS].flatMap((family) => FONT_FILES[family]!.scripts));
}

/**
 * A CSS font shorthand for canvas: the template's family first, then the script fallbacks
 * (after an account's font, the engine's sans, for a stray sign or accent it lacks).
 */
export function fontShorthand(font: FontRef, weight: 'regular' | 'bold', sizePx: number): string {
  const first = isAssetFont(font) ? [assetFamily(font.asset_id), primaryFamily('sans')] : [primaryFamily(font)];
  const families = [...first, ...FALLBACKS].map((family) => `"${family}"`).join(', ');
  return `${weight === 'bold' ? 'bold ' : ''}${sizePx}px ${families}`;
}
