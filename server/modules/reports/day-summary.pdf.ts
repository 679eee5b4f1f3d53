import { DAY_SUMMARY_FIGURES, daySummaryTotalsOf, type TCashBookDrawer, type TDaySummaryResponse } from '@common/contracts/reports';
import type { TPaper } from '@common/contracts/paper';
import { jamaicaWallClockOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatJmd, toCents } from '@common/money';
import { writeText } from '../../lib/pdf/pdf-text';
import { renderRollDocument } from '../../lib/pdf/roll-paper';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import type { TShopIdentity } from '../../lib/shop-identity';
import { renderReportPdf } from './report.pdf';
import { tableSection, type TReportDocument } from './report-tables';

export const DAY_SUMMARY_TITLE = 'End of day (Z) report';

/** Who the report is for and when it was printed. `staffName`: a loan officer's own report; null for the whole shop. */
export type TDaySummaryPrint = { printedAt: Date; printedBy: string; staffName: string | null };

/** "27/11/2026 14:05" in Jamaica; the time alone ("14:05") on the report's own day. */
function stampOf(iso: string | null, day: string): string {
  if (!iso) return '';
  const clock = jamaicaWallClockOf(new Date(iso));
  return clock.slice(0, 10) === day ? clock.slice(11, 16) : `${formatDayFirst(clock.slice(0, 10))} ${clock.slice(11, 16)}`;
}

const subtitleOf = (summary: TDaySummaryResponse, print: TDaySummaryPrint) =>
  print.staffName ? `${formatDayFirst(summary.date)}, the work of ${print.staffName}` : formatDayFirst(summary.date);

function footnotesOf(print: TDaySummaryPrint): string[] {
  const printed = jamaicaWallClockOf(print.printedAt);
  return [
    'Amounts are in J$, every method of payment (cash, bank transfer, cheque); the drawers count cash only.',
    `Printed ${formatDayFirst(printed.slice(0, 10))} at ${printed.slice(11, 16)} (Jamaica time) by ${print.printedBy}.`,
  ];
}

/** The report as the A4 report's tables: the day's business with its totals, then the drawers. */
export function daySummaryDocument(summary: TDaySummaryResponse, print: TDaySummaryPrint): TReportDocument {
  const totals = daySummaryTotalsOf(summary);
  const figures = DAY_SUMMARY_FIGURES.map((f) => ({ ...f, ...summary[f.key] }));
  const { date } = summary;
  return {
    title: DAY_SUMMARY_TITLE,
    subtitle: subtitleOf(summary, print),
    fileBase: `end-of-day-${date}`,
    sections: [
      tableSection("The day's business", figures, [
        { label: 'Figure', type: 'text', width: 0.3, cell: (f) => f.label, total: 'Total' },
        { label: 'Count', type: 'number', width: 0.1, cell: (f) => String(f.count) },
        { label: 'Taken in', type: 'money', width: 0.16, cell: (f) => (f.flow === 'in' ? f.amount : ''), total: totals.takenIn },
        { label: 'Paid out', type: 'money', width: 0.16, cell: (f) => (f.flow === 'out' ? f.amount : ''), total: totals.paidOut },
      ]),
      tableSection('Cash drawers', summary.drawers, [
        { label: 'Staff', type: 'text', width: 0.16, cell: (d) => d.openedBy },
        { label: 'Opened', type: 'text', width: 0.1, cell: (d) => stampOf(d.openedAt, date) },
        { label: 'Closed', type: 'text', width: 0.1, cell: (d) => (d.closedAt ? stampOf(d.closedAt, date) : 'Still open') },
        { label: 'Float', type: 'money', width: 0.09, cell: (d) => d.openingFloat },
        { label: 'Cash in', type: 'money', width: 0.09, cell: (d) => d.cashIn },
        { label: 'Cash out', type: 'money', width: 0.09, cell: (d) => d.cashOut },
        { label: 'Expected', type: 'money', width: 0.09, cell: (d) => d.expected },
        { label: 'Counted', type: 'money', width: 0.09, cell: (d) => d.counted ?? '' },
        { label: 'Difference', type: 'money', width: 0.09, cell: (d) => d.difference ?? '' },
      ]),
    ],
    footnotes: footnotesOf(print),
  };
}

/** A label on the left and its value on the right of the roll's one column; `bold` for totals and names. */
function rollLine(doc: PDFKit.PDFDocument, label: string, value: string, at: { left: number; width: number; bold?: boolean }): void {
  const y = doc.y;
  const face = at.bold ? 'bold' : 'regular';
  writeText(doc.fontSize(8.5).fillColor('#000000'), label, { face, x: at.left, y, width: at.width * 0.58 });
  const labelBottom = doc.y;
  writeText(doc, value, { face, x: at.left + at.width * 0.58, y, width: at.width * 0.42, align: 'right' });
  doc.y = Math.max(labelBottom, doc.y) + 2;
}

function rollRule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc.y += 2;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#000000').dash(2, { space: 2 }).stroke().undash();
  doc.y += 5;
}

function rollDrawer(doc: PDFKit.PDFDocument, d: TCashBookDrawer, day: string, at: { left: number; width: number }): void {
  rollLine(doc, d.openedBy, d.closedAt ? `${stampOf(d.openedAt, day)}-${stampOf(d.closedAt, day)}` : `${stampOf(d.openedAt, day)}, still open`, { ...at, bold: true });
  const lines: [string, string | null][] = [
    ['Float', d.openingFloat],
    ['Cash in', d.cashIn],
    ['Cash out', d.cashOut],
    ['Expected', d.expected],
    ['Counted', d.counted],
    ['Difference', d.difference],
  ];
  for (const [label, amount] of lines) if (amount !== null) rollLine(doc, `  ${label}`, formatJmd(amount), at);
  doc.y += 3;
}

/** The same report in one column on the counter's 80 mm roll, as long as it needs. */
function renderRoll(summary: TDaySummaryResponse, print: TDaySummaryPrint, shop: TShopIdentity): Promise<Buffer> {
  const info = { Title: `${DAY_SUMMARY_TITLE} ${summary.date}`, Author: shop.settings.businessName, Subject: DAY_SUMMARY_TITLE };
  const totals = daySummaryTotalsOf(summary);
  return renderRollDocument({ info }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const at = { left, width };
    drawShopHeader(doc, shop, { left, top: doc.page.margins.top, width, title: DAY_SUMMARY_TITLE, nameSize: 13 });
    writeText(doc.fontSize(10).fillColor('#000000'), subtitleOf(summary, print), { face: 'bold', x: left, y: doc.y, width });
    rollRule(doc, left, width);
    for (const f of DAY_SUMMARY_FIGURES) {
      const figure = summary[f.key];
      const paidOut = f.flow === 'out' && toCents(figure.amount) !== 0;
      rollLine(doc, `${f.label} (${figure.count})`, `${paidOut ? '-' : ''}${formatJmd(figure.amount)}`, at);
    }
    rollRule(doc, left, width);
    rollLine(doc, 'Taken in', formatJmd(totals.takenIn), { ...at, bold: true });
    rollLine(doc, 'Paid out', formatJmd(totals.paidOut), { ...at, bold: true });
    rollRule(doc, left, width);
    writeText(doc.fontSize(9), 'Cash drawers', { face: 'bold', x: left, y: doc.y, width });
    doc.y += 2;
    if (summary.drawers.length === 0) writeText(doc.fontSize(8.5), 'No cash drawer was open this day.', { x: left, y: doc.y, width });
    for (const d of summary.drawers) rollDrawer(doc, d, summary.date, at);
    rollRule(doc, left, width);
    doc.fontSize(7.5).fillColor('#000000');
    for (const line of footnotesOf(print)) writeText(doc, line, { x: left, y: doc.y, width });
  });
}

/** The report as a PDF: one A4 page, or the counter's 80 mm roll. */
export function renderDaySummaryPdf(summary: TDaySummaryResponse, print: TDaySummaryPrint, shop: TShopIdentity, paper: TPaper): Promise<Buffer> {
  if (paper === '80mm') return renderRoll(summary, print, shop);
  return renderReportPdf(daySummaryDocument(summary, print), shop);
}
