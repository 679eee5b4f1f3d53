import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fontkit } from '../lazy-packages';

/**
 * The fonts every PDF of the app writes with, embedded (pdfkit keeps only the glyphs used). The
 * built-in Helvetica knows Latin-1 only and garbled other names. DejaVu Sans (npm dejavu-fonts-ttf)
 * covers Latin with its extensions, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic letters,
 * many symbols and some emoji. Each face is a chain: a character takes the first font that has it
 * (bold falls back to regular for the few it lacks). CJK and most emoji are in no font here: they
 * are written as U+FFFD, a visible mark that something is missing. A CJK font would add 5 MB per
 * face (and ~30 MB to install); to support it, append it to both chains.
 */
export type TPdfFace = 'regular' | 'bold';

const FONT_FILES: Record<TPdfFace, string[]> = {
  regular: ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
  bold: ['dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf'],
};

/** What stands in for a character no font of the chain has; the first font of every chain has it. */
export const MISSING_GLYPH = '\uFFFD';

export type TPdfFont = {
  /** The name the font is registered under in each document. */
  name: string;
  bytes: Buffer;
  has(codePoint: number): boolean;
};

const requireFont = createRequire(import.meta.url);
const loaded = new Map<string, TPdfFont>();

function loadFont(file: string): TPdfFont {
  let font = loaded.get(file);
  if (!font) {
    const bytes = readFileSync(requireFont.resolve(file));
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
