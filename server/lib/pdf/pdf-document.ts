import { pdfkit } from '../lazy-packages';
import { allPdfFonts, fontChainOf } from './pdf-fonts';

/**
 * A pdfkit document with the app's fonts registered (write with writeText), and its bytes once
 * draw() has run and the document has ended.
 */
export function renderPdfDocument(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const PDFDocument = pdfkit();
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const font of allPdfFonts()) doc.registerFont(font.name, font.bytes);
      // pdfkit starts in Helvetica; it is embedded only if something writes in it, and nothing should.
      doc.font(fontChainOf('regular')[0]!.name);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
