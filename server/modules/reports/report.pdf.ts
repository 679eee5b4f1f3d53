import { formatJmd } from '@common/money';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import type { TReportColumn, TReportDocument } from './report-tables';

const FONT_SIZE = 8;
const ROW_GAP = 3;

const shown = (value: string, column: TReportColumn) => (column.type === 'money' && value !== '' ? formatJmd(value) : value);

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

    const drawRow = (cells: string[], columns: TReportColumn[], face: 'regular' | 'bold') => {
      const y = doc.y;
      let x = left;
      let lowest = y;
      doc.fontSize(FONT_SIZE).fillColor('#000000');
      cells.forEach((value, i) => {
        const column = columns[i]!;
        const w = column.width * width;
        writeText(doc, shown(value, column), { face, x: x + 2, y, width: w - 4, align: column.type === 'money' || column.type === 'number' ? 'right' : 'left' });
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
      const header = section.columns.map((c) => c.label);
      drawRow(header, section.columns.map((c) => ({ ...c, type: c.type === 'money' || c.type === 'number' ? c.type : 'text' })), 'bold');
      rule();
      if (section.rows.length === 0) {
        writeText(doc.fontSize(FONT_SIZE).fillColor('#444444'), 'Nothing to show.', { x: left + 2, y: doc.y, width });
        doc.y += ROW_GAP;
      }
      for (const row of section.rows) {
        if (doc.y > bottom() - 24) {
          doc.addPage();
          drawRow(header, section.columns.map((c) => ({ ...c, type: 'text' })), 'bold');
          rule();
        }
        drawRow(row, section.columns, 'regular');
      }
      if (section.totals) {
        rule();
        drawRow(section.totals, section.columns, 'bold');
      }
    }
  });
}
