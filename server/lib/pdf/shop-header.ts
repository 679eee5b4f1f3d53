import { shopDetailLines, type TShopIdentity } from '../shop-identity';
import { writeText } from './pdf-text';

/**
 * The shop's letterhead at the top of a page: its logo (when set) on the left, its name and the
 * document's title beside it, then its address, contact and licence lines in small grey type.
 * With `ruled` (receipts), a thin grey rule across the page under it, with some space either
 * side. Leaves doc.y below it, the colour black.
 */
export function drawShopHeader(
  doc: PDFKit.PDFDocument,
  shop: TShopIdentity,
  input: { left: number; top: number; width: number; title: string; nameSize: number; ruled?: boolean },
): void {
  const { left, top, width } = input;
  let textLeft = left;
  let logoBottom = top;
  if (shop.logoPng) {
    const size = input.nameSize * 2.6;
    try {
      doc.image(shop.logoPng, left, top, { fit: [size, size] });
      textLeft = left + size + 10;
      logoBottom = top + size;
    } catch {
      // A logo pdfkit cannot read leaves the letterhead without it rather than losing the document.
    }
  }
  const textWidth = width - (textLeft - left);
  writeText(doc.fontSize(input.nameSize).fillColor('#000000'), shop.settings.businessName, { face: 'bold', x: textLeft, y: top, width: textWidth });
  writeText(doc.fontSize(input.nameSize * 0.6).fillColor('#444444'), input.title, { x: textLeft, y: doc.y, width: textWidth });
  const details = shopDetailLines(shop.settings);
  if (details.length > 0) {
    doc.fontSize(8.5);
    for (const line of details) writeText(doc, line, { x: textLeft, y: doc.y, width: textWidth });
  }
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = Math.max(doc.y, logoBottom) + 4;
  if (input.ruled) {
    doc.moveDown(0.5);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
    doc.moveDown(0.8);
  }
}
