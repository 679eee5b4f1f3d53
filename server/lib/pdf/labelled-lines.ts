import { writeText } from './pdf-text';

/**
 * Where a label and its value sit across the width, as fractions of it: the label from the left
 * margin, `labelWidth` wide; the value from `valueAt` to the right margin. `gap` is the space below
 * the row.
 */
export type TLabelledColumns = { labelWidth: number; valueAt: number; gap: number };

/** The receipts' columns: label and value half the width each. */
export const RECEIPT_COLUMNS: TLabelledColumns = { labelWidth: 0.45, valueAt: 0.5, gap: 4 };

/**
 * One label and its value side by side in the current font size, the row as tall as its taller
 * side; the value in bold when `bold`. Leaves doc.y below the row.
 */
export function writeLabelledLine(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  layout: { left: number; width: number; columns: TLabelledColumns; bold?: boolean },
): void {
  const { left, width, columns } = layout;
  const y = doc.y;
  writeText(doc, label, { x: left, y, width: width * columns.labelWidth });
  const labelBottom = doc.y;
  writeText(doc, value, { face: layout.bold ? 'bold' : 'regular', x: left + width * columns.valueAt, y, width: width * (1 - columns.valueAt) });
  doc.y = Math.max(labelBottom, doc.y) + columns.gap;
}

/**
 * Label and value pairs in two columns from the left margin down (receipts). Labels in `emphasis`
 * have their value in bold. Leaves doc.y below the last row.
 */
export function writeLabelledLines(
  doc: PDFKit.PDFDocument,
  lines: readonly (readonly [string, string])[],
  layout: { left: number; width: number; emphasis?: readonly string[] },
): void {
  for (const [label, value] of lines) {
    writeLabelledLine(doc, label, value, { left: layout.left, width: layout.width, columns: RECEIPT_COLUMNS, bold: layout.emphasis?.includes(label) });
  }
}

/**
 * One label over its value, the narrow roll's way: the label small and grey, the value below it in
 * black, `valueSize` points (bold when `bold`), then `gap` points of space.
 */
export function writeStackedLine(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  layout: { left: number; width: number; valueSize: number; gap: number; bold?: boolean },
): void {
  const { left, width } = layout;
  writeText(doc.fontSize(7.5).fillColor('#444444'), label, { x: left, y: doc.y, width });
  writeText(doc.fontSize(layout.valueSize).fillColor('#000000'), value, { face: layout.bold ? 'bold' : 'regular', x: left, y: doc.y, width });
  doc.y += layout.gap;
}
