import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-read';
import { writeLabelledLine } from './labelled-lines';
import { drawPageNumbers, ensureRoom } from './page-flow';
import { renderPdfDocument } from './pdf-document';
import { drawSignatureLines } from './signature-lines';

const pagesOf = async (pdf: Buffer) => (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');

describe('page flow', () => {
  it('starts a new page only when the room asked for is not left, and numbers every page once they are known', async () => {
    let pagesAfterSmallAsk = 0;
    const pdf = await renderPdfDocument({ size: 'A6', margin: 30, bufferPages: true }, (doc) => {
      ensureRoom(doc, 20);
      pagesAfterSmallAsk = doc.bufferedPageRange().count;
      ensureRoom(doc, doc.page.height);
      drawPageNumbers(doc, { left: 30, width: doc.page.width - 60, fromBottom: 20, title: 'Ticket PT-1' });
    });
    expect(pagesAfterSmallAsk).toBe(1);
    const pages = await pagesOf(pdf);
    expect(pages.map((page) => page.trim())).toEqual(['Ticket PT-1 · Page 1 of 2', 'Ticket PT-1 · Page 2 of 2']);
  });
});

describe('signature lines', () => {
  const render = (roll: boolean) =>
    renderPdfDocument({ size: 'A5', margin: 40 }, (doc) => {
      doc.fontSize(10);
      drawSignatureLines(doc, ['Pawner', 'For the shop'], { left: 40, width: doc.page.width - 80, fontSize: 9, spacing: 1.6, roll });
    });

  it('puts the date beside each signature on a page', async () => {
    const text = await pdfText(await render(false));
    expect(text).toMatch(/Pawner signature +Date/);
    expect(text).toMatch(/For the shop signature +Date/);
  });

  it('puts the date under each signature on a roll', async () => {
    const lines = (await pdfText(await render(true))).split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines).toEqual(['Pawner signature', 'Date', 'For the shop signature', 'Date']);
  });
});

describe('writeLabelledLine', () => {
  it('writes the value beside its label and the next row below the taller side', async () => {
    const pdf = await renderPdfDocument({ size: 'A5', margin: 40 }, (doc) => {
      const layout = { left: 40, width: doc.page.width - 80, columns: { labelWidth: 0.3, valueAt: 0.35, gap: 3 } };
      writeLabelledLine(doc.fontSize(10), 'Address', '1 Long Road, Half Way Tree, Kingston 10, St Andrew, Jamaica', layout);
      writeLabelledLine(doc, 'Phone', '876-555-0000', { ...layout, bold: true });
    });
    const lines = (await pdfText(pdf)).split('\n').filter((line) => line.trim() !== '');
    expect(lines[0]).toMatch(/^Address +1 Long Road/);
    expect(lines.length).toBe(3);
    expect(lines[2]).toMatch(/^Phone +876-555-0000$/);
  });
});
