import { renderPdfDocument } from './pdf-document';

/** An 80 mm thermal roll: 80 / 25.4 x 72 points wide; as long as the content needs. */
export const ROLL_80MM_WIDTH = 226.77;
/** The roll's side margins: the printers' own unprintable edge is some 3-4 mm already. */
export const ROLL_MARGIN = 10;
/** PDF's largest page side (200 inches): room for any receipt or ticket while it is measured. */
const MEASURING_HEIGHT = 14_400;
/** No slip shorter than this, so a short one still tears off cleanly. */
const MIN_HEIGHT = 200;

/**
 * A one-column document on an 80 mm roll whose page is exactly as long as its content: drawn once
 * on a page longer than any slip to find where the content ends, then drawn again on a page that
 * ends there (pdfkit fixes a page's size when it starts). draw must draw the same both times.
 */
export async function renderRollDocument(
  options: Omit<PDFKit.PDFDocumentOptions, 'size' | 'margin' | 'margins' | 'bufferPages'>,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const margins = { top: ROLL_MARGIN, bottom: ROLL_MARGIN, left: ROLL_MARGIN, right: ROLL_MARGIN };
  let end = 0;
  await renderPdfDocument({ ...options, margins, size: [ROLL_80MM_WIDTH, MEASURING_HEIGHT] }, (doc) => {
    draw(doc);
    end = doc.y;
  });
  const height = Math.max(MIN_HEIGHT, Math.ceil(end + ROLL_MARGIN * 2));
  return renderPdfDocument({ ...options, margins, size: [ROLL_80MM_WIDTH, height] }, draw);
}
