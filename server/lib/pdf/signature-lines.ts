import { ensureRoom } from './page-flow';
import { writeText } from './pdf-text';

/**
 * A line to sign on for each signer, "<signer> signature" under it, and a shorter line for the
 * date beside it, each `spacing` lines below the one before, in `fontSize` type. On a roll the
 * signature line takes the whole width and the date's line goes under it; a roll is one page, so
 * nothing moves to a new page there.
 */
export function drawSignatureLines(
  doc: PDFKit.PDFDocument,
  signers: readonly string[],
  layout: { left: number; width: number; fontSize: number; spacing: number; roll?: boolean },
): void {
  const { left, width, fontSize, spacing, roll = false } = layout;
  for (const who of signers) {
    if (!roll) ensureRoom(doc, 40);
    doc.moveDown(spacing);
    const y = doc.y;
    doc.moveTo(left, y).lineTo(left + (roll ? width : width * 0.55), y).strokeColor('#000000').stroke();
    writeText(doc.fontSize(fontSize), `${who} signature`, { x: left, y: y + 3 });
    if (roll) {
      doc.moveDown(spacing);
      const dateY = doc.y;
      doc.moveTo(left, dateY).lineTo(left + width * 0.6, dateY).stroke();
      writeText(doc.fontSize(fontSize), 'Date', { x: left, y: dateY + 3 });
    } else {
      doc.moveTo(left + width * 0.65, y).lineTo(left + width, y).stroke();
      writeText(doc.fontSize(fontSize), 'Date', { x: left + width * 0.65, y: y + 3 });
    }
  }
}

/**
 * A drawn signature (PNG or JPEG bytes) fitted in 200 x 100 points at `left`, just below doc.y,
 * and doc.y moved below it. Without one, `missing` stands in its place; an image pdfkit cannot
 * read is said to be so rather than losing the document.
 */
export function drawSignatureImage(doc: PDFKit.PDFDocument, image: Buffer | null, layout: { left: number; missing: string }): void {
  const { left } = layout;
  if (!image) {
    writeText(doc, layout.missing, { x: left, y: doc.y + 4 });
    return;
  }
  try {
    doc.image(image, left, doc.y + 4, { fit: [200, 100] });
    doc.y += 108;
  } catch {
    writeText(doc, '(the signature image could not be read)', { x: left, y: doc.y + 4 });
  }
}
