// fontkit (pdfkit's own font reader) ships no types; only what the PDF text helper uses is declared.
declare module 'fontkit' {
  export type TFontkitFont = {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  };
  export function create(buffer: Buffer): TFontkitFont;
}
