import { formatJmd } from '@common/money';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TReportColumn, TReportDocument } from './report-tables';

const FONT_SIZE = 8;
const ROW_GAP = 3;

const shown = (value: string, column: TReportColumn) => (column.type === 'money' && value !== '' ? formatJmd(value) : value);
const numeric = (column: TReportColumn) => column.type === 'money' || column.type === 'number';

/** A report on A4 landscape: the shop's letterhead, then each section as a table that carries its header row onto every new page. */
export function renderReportPdf(report: TReportDocument, shop: TShopIdentity): Promise<Buffer> {
  const options = {
    size: 'A4',
    layout: 'landscape' as const,
    margin: 36,
    info: { Title: `${report.title} ${report.subtitle}`, Author: shop.settings.businessName, Subject: report.title },
  };
  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;
    drawShopHeader(doc, shop, { left, top: 36, width, title: `${report.title}: ${report.subtitle}`, nameSize: 16 });
    doc.moveDown(0.5);

    /** A row of values (money formatted as J$), or the heading row: the columns' labels as written. */
    const drawRow = (cells: string[], columns: TReportColumn[], face: 'regular' | 'bold', kind: 'values' | 'headings' = 'values') => {
      const y = doc.y;
      let x = left;
      let lowest = y;
      doc.fontSize(FONT_SIZE).fillColor('#000000');
      cells.forEach((value, i) => {
        const column = columns[i]!;
        const w = column.width * width;
        const text = kind === 'headings' ? value : shown(value, column);
        // A number's heading stands over its figures, on the right, on every page.
        writeText(doc, text, { face, x: x + 2, y, width: w - 4, align: numeric(column) ? 'right' : 'left' });
        lowest = Math.max(lowest, doc.y);
        x += w;
      });
      doc.y = lowest + ROW_GAP;
      doc.x = left;
    };
    const rule = () => {
      doc.moveTo(left, doc.y - 1).lineTo(left + width, doc.y - 1).strokeColor('#999999').lineWidth(0.5).stroke();
      doc.y += 2;
    };

    for (const section of report.sections) {
      if (doc.y > bottom() - 60) doc.addPage();
      doc.moveDown(0.6);
      writeText(doc.fontSize(11).fillColor('#000000'), section.heading, { face: 'bold', x: left, y: doc.y, width });
      doc.moveDown(0.2);
      const drawHeadings = () => {
        drawRow(section.columns.map((c) => c.label), section.columns, 'bold', 'headings');
        rule();
      };
      drawHeadings();
      if (section.rows.length === 0) {
        writeText(doc.fontSize(FONT_SIZE).fillColor('#444444'), 'Nothing to show.', { x: left + 2, y: doc.y, width });
        doc.y += ROW_GAP;
      }
      for (const row of section.rows) {
        if (doc.y > bottom() - 24) {
          doc.addPage();
          drawHeadings();
        }
        drawRow(row, section.columns, 'regular');
      }
      if (section.totals) {
        rule();
        drawRow(section.totals, section.columns, 'bold');
      }
    }
    if (report.footnotes?.length) {
      doc.moveDown(0.8);
      doc.fontSize(FONT_SIZE).fillColor('#444444');
      for (const line of report.footnotes) writeText(doc, line, { x: left, y: doc.y, width });
      doc.fillColor('#000000');
    }
  });
}
