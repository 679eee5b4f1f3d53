import { drawShopHeader } from '../../lib/pdf/shop-header';
import { writeText } from '../../lib/pdf/pdf-text';
import { renderRollDocument } from '../../lib/pdf/roll-paper';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TPaymentViewRow } from './payments.repository';

const EMPHASIS = new Set(['Total paid', 'Balance after this payment']);

/**
 * The receipt for an 80 mm counter printer: the page receipt's lines and closing words, one
 * column, each label over its value, on a slip as long as they need.
 */
export function renderRollReceipt(
  p: TPaymentViewRow,
  content: { lines: [string, string][]; footer: readonly string[] },
  shop: TShopIdentity,
): Promise<Buffer> {
  const info = { Title: `Payment receipt ${p.receiptNumber}`, Author: shop.settings.businessName, Subject: `Loan ${p.applicationNumber}` };
  return renderRollDocument({ info }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    drawShopHeader(doc, shop, { left, top: doc.page.margins.top, width, title: 'Payment Receipt', nameSize: 13 });
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#000000').dash(2, { space: 2 }).stroke().undash();
    doc.y += 5;
    for (const [label, value] of content.lines) {
      writeText(doc.fontSize(7.5).fillColor('#444444'), label, { x: left, y: doc.y, width });
      writeText(doc.fontSize(EMPHASIS.has(label) ? 10.5 : 9).fillColor('#000000'), value, { face: EMPHASIS.has(label) ? 'bold' : 'regular', x: left, y: doc.y, width });
      doc.y += 3;
    }
    if (p.notes) {
      writeText(doc.fontSize(7.5).fillColor('#444444'), 'Notes', { x: left, y: doc.y, width });
      writeText(doc.fontSize(9).fillColor('#000000'), p.notes, { x: left, y: doc.y, width });
      doc.y += 3;
    }
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#000000').dash(2, { space: 2 }).stroke().undash();
    doc.y += 5;
    doc.fontSize(7.5).fillColor('#000000');
    for (const line of content.footer) writeText(doc, line, { x: left, y: doc.y, width });
  });
}
