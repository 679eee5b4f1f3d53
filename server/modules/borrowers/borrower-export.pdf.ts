import type { TBorrowerExport } from '@common/contracts/borrowers';
import { shopContactLine } from '@common/contracts/shop-settings';
import { drawPageNumbers, ensureRoom } from '../../lib/pdf/page-flow';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import { summarizeBorrowerExport, type TFacts, type TTable } from './borrower-export-summary';

const GREY = '#444444';
const CELL_GAP = 6;

/**
 * The personal-data export as a PDF the person can read (A4, the shop's letterhead): their details,
 * the documents held, applications and loans with their schedules, payments, who opened their
 * documents and the changes made to their records, with "Page x of y" on every page.
 */
export function renderBorrowerExportPdf(data: TBorrowerExport, shop: TShopIdentity): Promise<Buffer> {
  const summary = summarizeBorrowerExport(data, shop.settings.businessName);
  const options = {
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `Personal data of ${summary.personName}`, Author: shop.settings.businessName, Subject: 'Personal data held (Data Protection Act, 2020)' },
  };
  return renderPdfDocument(options, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const bottom = () => doc.page.height - doc.page.margins.bottom;
    const subheading = (text: string) => {
      ensureRoom(doc, 36);
      doc.moveDown(0.4);
      writeText(doc.fontSize(10.5).fillColor('#000000'), text, { face: 'bold', x: left, y: doc.y, width });
      doc.moveDown(0.15);
    };

    const facts = (part: TFacts) => {
      if (part.title) subheading(part.title);
      doc.fontSize(9.5);
      for (const [label, value] of part.rows) {
        const height = Math.max(doc.heightOfString(label, { width: width * 0.3 }), doc.heightOfString(value, { width: width * 0.66 }));
        ensureRoom(doc, height + 3);
        const y = doc.y;
        writeText(doc.fillColor(GREY), label, { x: left, y, width: width * 0.3 });
        const labelBottom = doc.y;
        writeText(doc.fillColor('#000000'), value, { x: left + width * 0.34, y, width: width * 0.66 });
        doc.y = Math.max(labelBottom, doc.y) + 3;
      }
    };

    const tableRow = (part: TTable, cells: string[], face: 'regular' | 'bold') => {
      const widths = part.columns.map((c) => c.width * width - CELL_GAP);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] })));
      const y = doc.y;
      let x = left;
      let rowBottom = y;
      cells.forEach((cell, i) => {
        writeText(doc, cell, { face, x, y, width: widths[i] });
        rowBottom = Math.max(rowBottom, doc.y);
        x += (part.columns[i]?.width ?? 0) * width;
      });
      doc.y = Math.max(rowBottom, y + height) + 3;
    };

    const table = (part: TTable) => {
      if (part.title) subheading(part.title);
      doc.fontSize(8.5).fillColor('#000000');
      if (part.rows.length === 0) {
        if (part.empty) writeText(doc.fillColor(GREY), part.empty, { x: left, y: doc.y, width });
        doc.fillColor('#000000');
        return;
      }
      const header = part.columns.map((c) => c.title);
      ensureRoom(doc, 30);
      tableRow(part, header, 'bold');
      for (const cells of part.rows) {
        const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (part.columns[i]?.width ?? 0) * width - CELL_GAP })));
        if (doc.y + height > bottom()) {
          doc.addPage();
          tableRow(part, header, 'bold');
        }
        tableRow(part, cells, 'regular');
      }
    };

    drawShopHeader(doc, shop, { left, top: 50, width, title: `Your personal data: ${summary.personName}`, nameSize: 20 });
    doc.moveDown(0.3);
    doc.fontSize(9.5).fillColor('#000000');
    for (const line of summary.intro) {
      writeText(doc, line, { x: left, y: doc.y, width });
      doc.moveDown(0.2);
    }

    for (const section of summary.sections) {
      ensureRoom(doc, 60);
      doc.moveDown(0.6);
      writeText(doc.fontSize(13).fillColor('#000000'), section.title, { face: 'bold', x: left, y: doc.y, width });
      doc.moveDown(0.2);
      for (const part of section.parts) {
        if (part.kind === 'facts') facts(part);
        else if (part.kind === 'table') table(part);
        else {
          doc.fontSize(9.5);
          ensureRoom(doc, 24);
          writeText(doc.fillColor(GREY), part.text, { x: left, y: doc.y, width });
          doc.fillColor('#000000').moveDown(0.2);
        }
      }
    }

    doc.moveDown(1);
    ensureRoom(doc, 30);
    writeText(doc.fontSize(9).fillColor(GREY), `Questions about your data: ${shopContactLine(shop.settings)}.`, { x: left, y: doc.y, width });

    drawPageNumbers(doc, { left, width, fromBottom: 40, title: `Personal data of ${summary.personName}` });
  });
}
