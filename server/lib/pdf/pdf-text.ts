import { fontChainOf, MISSING_GLYPH, type TPdfFace, type TPdfFont } from './pdf-fonts';

export type TTextRun = { font: TPdfFont; text: string };

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
// Joiners, variation selectors and the like: drawn by no font on their own, harmless to drop.
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
// Line breaks are layout for pdfkit, not glyphs; other control characters are dropped.
const CONTROL = /^\p{Cc}$/u;

/**
 * The text cut into runs of one font each: every grapheme (a letter with its accents, an emoji
 * with its modifiers) takes the first font of the chain that has all of its characters; a
 * grapheme no font has becomes one U+FFFD in the first font, so the reader sees that something is
 * missing rather than a wrong letter.
 */
export function textRuns(text: string, chain: TPdfFont[]): TTextRun[] {
  const [first] = chain;
  if (!first) throw new Error('a font chain needs at least one font');
  const runs: TTextRun[] = [];
  const push = (font: TPdfFont, piece: string) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  };
  const normalized = text.normalize('NFC').replace(/\r\n?/g, '\n');
  for (const { segment } of graphemes.segment(normalized)) {
    if (segment === '\n') {
      push(runs.at(-1)?.font ?? first, segment);
      continue;
    }
    const codePoints = [...segment].filter((c) => !CONTROL.test(c));
    const visible = codePoints.filter((c) => !IGNORABLE.test(c));
    if (visible.length === 0) continue;
    const font = chain.find((f) => visible.every((c) => f.has(c.codePointAt(0)!)));
    if (!font) push(first, MISSING_GLYPH);
    else push(font, codePoints.filter((c) => !IGNORABLE.test(c) || font.has(c.codePointAt(0)!)).join(''));
  }
  return runs;
}

export type TWriteTextOptions = PDFKit.Mixins.TextOptions & { face?: TPdfFace; x?: number; y?: number };

/**
 * Writes text in the app's embedded fonts, switching font per run (pdfkit's continued text keeps
 * the runs on one line and wraps them together). Every PDF the app draws writes through this, so
 * no text reaches a built-in font that cannot show it. Position and options are pdfkit's.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: TWriteTextOptions = {}): PDFKit.PDFDocument {
  const { face = 'regular', x, y, ...textOptions } = options;
  const chain = fontChainOf(face);
  const runs = textRuns(text, chain);
  if (runs.length === 0) runs.push({ font: chain[0]!, text: '' });
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const runOptions = { ...textOptions, continued: last ? (textOptions.continued ?? false) : true };
    doc.font(run.font.name);
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}
