import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fontkit } from '../lazy-packages';

/**
 * The fonts every PDF of the app writes with, embedded (pdfkit keeps only the glyphs used). The
 * built-in Helvetica knows Latin-1 only and garbled other names. DejaVu Sans (npm dejavu-fonts-ttf)
 * covers Latin with its extensions, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic letters,
 * many symbols and some emoji. Noto Sans Hans (npm @embedpdf/fonts-sc, SIL OFL) adds Chinese,
 * simplified and traditional (21,000 ideographs), and Japanese kana: names of Chinese-Jamaican
 * families print as written. Each face is a chain: a character takes the first font that has it
 * (bold falls back to regular for the few it lacks), so the CJK font writes only the runs that need
 * it. What no font has (Hangul, most emoji) is written as U+FFFD, a visible mark that something is
 * missing.
 */
export type TPdfFace = 'regular' | 'bold';

const requireFont = createRequire(import.meta.url);
const dejavu = (file: string) => requireFont.resolve(`dejavu-fonts-ttf/ttf/${file}`);
// @embedpdf/fonts-sc exports no file paths: its fonts sit in fonts/ beside its dist/ entry.
const notoHans = (file: string) => path.join(path.dirname(requireFont.resolve('@embedpdf/fonts-sc')), '..', 'fonts', file);

const FONT_FILES: Record<TPdfFace, string[]> = {
  regular: [dejavu('DejaVuSans.ttf'), notoHans('NotoSansHans-Regular.otf')],
  bold: [dejavu('DejaVuSans-Bold.ttf'), dejavu('DejaVuSans.ttf'), notoHans('NotoSansHans-Bold.otf')],
};

/** What stands in for a character no font of the chain has; the first font of every chain has it. */
export const MISSING_GLYPH = '\uFFFD';

export type TPdfFont = {
  /** The name the font is registered under in each document. */
  name: string;
  bytes: Buffer;
  has(codePoint: number): boolean;
};

const loaded = new Map<string, TPdfFont>();

function loadFont(file: string): TPdfFont {
  let font = loaded.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    const parsed = fontkit().create(bytes);
    font = { name: `pawnbook-${parsed.postscriptName}`, bytes, has: (codePoint) => parsed.hasGlyphForCodePoint(codePoint) };
    loaded.set(file, font);
  }
  return font;
}

/** The fonts of a face, best first; read once per process. */
export function fontChainOf(face: TPdfFace): TPdfFont[] {
  return FONT_FILES[face].map(loadFont);
}

/** Every font any face uses, each once: what a document registers. */
export function allPdfFonts(): TPdfFont[] {
  return [...new Set(Object.values(FONT_FILES).flat())].map(loadFont);
}
