import { writeStackedLine } from '../../lib/pdf/labelled-lines';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import { renderRollDocument } from '../../lib/pdf/roll-paper';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TPaymentViewRow } from './payments.repository';

/**
 * The receipt for an 80 mm counter printer: the page receipt's lines (those in `emphasis` larger and bold) and closing words, one
 * column, each label over its value, on a slip as long as they need.
 */
export function renderRollReceipt(
  p: TPaymentViewRow,
  content: { lines: [string, string][]; emphasis: readonly string[]; footer: readonly string[] },
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
      const bold = content.emphasis.includes(label);
      writeStackedLine(doc, label, value, { left, width, valueSize: bold ? 10.5 : 9, gap: 3, bold });
    }
    if (p.notes) writeStackedLine(doc, 'Notes', p.notes, { left, width, valueSize: 9, gap: 3 });
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#000000').dash(2, { space: 2 }).stroke().undash();
    doc.y += 5;
    doc.fontSize(7.5).fillColor('#000000');
    for (const line of content.footer) writeText(doc, line, { x: left, y: doc.y, width });
  });
}
