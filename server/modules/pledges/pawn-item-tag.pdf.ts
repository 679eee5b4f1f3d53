import { bwipJs } from '../../lib/lazy-packages';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import type { TPawnItemRow } from './pledges.repository';

const MM = 72 / 25.4;
/** A common label roll (Brother DK-11209 and the like): 62 x 29 mm, landscape. */
export const TAG_SIZE_MM = { width: 62, height: 29 } as const;
const MAX_DESCRIPTION = 60;

/** The item number as a Code 128 barcode, PNG, drawn large so it prints sharp at label size. */
export function renderItemBarcode(itemNumber: string): Promise<Buffer> {
  return bwipJs().toBuffer({ bcid: 'code128', text: itemNumber, scale: 4, height: 8, includetext: false, paddingwidth: 0, paddingheight: 0 });
}

const shorten = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_DESCRIPTION ? `${oneLine.slice(0, MAX_DESCRIPTION - 1)}…` : oneLine;
};

/**
 * The tag tied to the item's bag: a Code 128 barcode of the item number (a scanner types it into
 * the Pledges search box, which finds the item), the item and ticket numbers, a short description
 * and where the item is kept. One page of about 62 x 29 mm.
 */
export async function renderItemTagPdf(item: TPawnItemRow, ticketNumber: string | null): Promise<Buffer> {
  const barcode = await renderItemBarcode(item.itemNumber);
  const width = TAG_SIZE_MM.width * MM;
  const height = TAG_SIZE_MM.height * MM;
  const margin = 2.5 * MM;
  return renderPdfDocument(
    {
      size: [width, height],
      margins: { top: margin, bottom: 0, left: margin, right: margin },
      info: { Title: `Item tag ${item.itemNumber}`, Subject: `Item tag ${item.itemNumber}` },
    },
    (pdf) => {
      const inner = width - 2 * margin;
      pdf.image(barcode, margin, margin, { width: inner, height: 9 * MM });
      let y = margin + 9.6 * MM;
      writeText(pdf.fontSize(8), item.itemNumber, { face: 'bold', x: margin, y, width: inner * 0.5, lineBreak: false });
      writeText(pdf.fontSize(7), ticketNumber ? `Ticket ${ticketNumber}` : 'No ticket yet', { x: margin + inner * 0.5, y: y + 0.5, width: inner * 0.5, align: 'right', lineBreak: false });
      y += 3.8 * MM;
      writeText(pdf.fontSize(6.5), shorten(item.description), { x: margin, y, width: inner, height: 6 * MM, ellipsis: true });
      writeText(pdf.fontSize(7), `Location: ${item.storageLocation?.trim() || '—'}`, { face: 'bold', x: margin, y: height - margin - 3 * MM, width: inner, lineBreak: false });
    },
  );
}
