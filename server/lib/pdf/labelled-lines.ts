import { writeText } from './pdf-text';

/**
 * Label and value pairs in two columns from the left margin down, each row as tall as its taller
 * side (receipts). Labels in `emphasis` have their value in bold. Leaves doc.y below the last row.
 */
export function writeLabelledLines(
  doc: PDFKit.PDFDocument,
  lines: readonly (readonly [string, string])[],
  layout: { left: number; width: number; emphasis?: readonly string[] },
): void {
  const { left, width } = layout;
  for (const [label, value] of lines) {
    const y = doc.y;
    writeText(doc, label, { x: left, y, width: width * 0.45 });
    const labelBottom = doc.y;
    writeText(doc, value, { face: layout.emphasis?.includes(label) ? 'bold' : 'regular', x: left + width * 0.5, y, width: width * 0.5 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
}
