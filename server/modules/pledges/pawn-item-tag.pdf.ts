import type { TPaper } from '@common/contracts/paper';
import { drawBarcode, renderCode128, type TBarcode } from '../../lib/pdf/barcode';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { renderRollDocument } from '../../lib/pdf/roll-paper';
import type { TPawnItemRow } from './pledges.repository';

const MM = 72 / 25.4;
/** A common label roll (Brother DK-11209 and the like): 62 x 29 mm, landscape. */
export const TAG_SIZE_MM = { width: 62, height: 29 } as const;
const MAX_DESCRIPTION = 60;
/** On the 80 mm roll the tag has room for more of the description. */
const MAX_ROLL_DESCRIPTION = 200;

const shorten = (text: string, most: number) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > most ? `${oneLine.slice(0, most - 1)}…` : oneLine;
};

const ticketLine = (ticketNumber: string | null) => (ticketNumber ? `Ticket ${ticketNumber}` : 'No ticket yet');
const locationLine = (item: TPawnItemRow) => `Location: ${item.storageLocation?.trim() || '—'}`;

/**
 * The tag tied to the item's bag: a Code 128 barcode of the item number (a scanner types it into
 * the Pledges search box, which finds the item), the item and ticket numbers, a short description
 * and where the item is kept. One page of about 62 x 29 mm on the label roll, or with paper '80mm'
 * one slip of the counter's thermal roll (for shops with no label printer).
 */
export async function renderItemTagPdf(item: TPawnItemRow, ticketNumber: string | null, paper: TPaper = 'page'): Promise<Buffer> {
  const info = { Title: `Item tag ${item.itemNumber}`, Subject: `Item tag ${item.itemNumber}` };
  if (paper === '80mm') return renderRollTag(item, ticketNumber, info, await renderCode128(item.itemNumber, 12));
  const barcode = await renderCode128(item.itemNumber, 8);
  const width = TAG_SIZE_MM.width * MM;
  const height = TAG_SIZE_MM.height * MM;
  const margin = 2.5 * MM;
  return renderPdfDocument({ size: [width, height], margins: { top: margin, bottom: 0, left: margin, right: margin }, info }, (pdf) => {
    const inner = width - 2 * margin;
    // The label is small: the barcode takes its whole width.
    pdf.image(barcode.png, margin, margin, { width: inner, height: 9 * MM });
    let y = margin + 9.6 * MM;
    writeText(pdf.fontSize(8), item.itemNumber, { face: 'bold', x: margin, y, width: inner * 0.5, lineBreak: false });
    writeText(pdf.fontSize(7), ticketLine(ticketNumber), { x: margin + inner * 0.5, y: y + 0.5, width: inner * 0.5, align: 'right', lineBreak: false });
    y += 3.8 * MM;
    writeText(pdf.fontSize(6.5), shorten(item.description, MAX_DESCRIPTION), { x: margin, y, width: inner, height: 6 * MM, ellipsis: true });
    writeText(pdf.fontSize(7), locationLine(item), { face: 'bold', x: margin, y: height - margin - 3 * MM, width: inner, lineBreak: false });
  });
}

/** The tag on the 80 mm roll: the barcode across the slip, then each line under the one before. */
function renderRollTag(item: TPawnItemRow, ticketNumber: string | null, info: PDFKit.DocumentInfo, barcode: TBarcode): Promise<Buffer> {
  return renderRollDocument({ info }, (pdf) => {
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;
    const top = pdf.page.margins.top;
    drawBarcode(pdf, barcode, { x: left, y: top, maxWidth: width, height: 14 * MM });
    writeText(pdf.fontSize(14), item.itemNumber, { face: 'bold', x: left, y: top + 14 * MM + 6, width });
    writeText(pdf.fontSize(10), ticketLine(ticketNumber), { x: left, y: pdf.y, width });
    pdf.moveDown(0.4);
    writeText(pdf.fontSize(9), shorten(item.description, MAX_ROLL_DESCRIPTION), { x: left, y: pdf.y, width });
    pdf.moveDown(0.4);
    writeText(pdf.fontSize(10), locationLine(item), { face: 'bold', x: left, y: pdf.y, width });
  });
}
