import { writeText } from './pdf-text';

/** Starts a new page when less than `height` points are left above the bottom margin. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * "<title> · Page x of y" centred in small grey type `fromBottom` points above each page's bottom
 * edge. Runs once the page count is known: the document needs bufferPages. The bottom margin is
 * lifted while it writes, or pdfkit would start a new page for text below it.
 */
export function drawPageNumbers(doc: PDFKit.PDFDocument, footer: { left: number; width: number; fromBottom: number; title: string }): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    writeText(doc.fontSize(8).fillColor('#444444'), `${footer.title} · Page ${i - range.start + 1} of ${range.count}`, {
      x: footer.left,
      y: doc.page.height - footer.fromBottom,
      width: footer.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
