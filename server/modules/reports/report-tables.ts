import { movementMethodLabel, MOVEMENT_KIND_LABELS, type TMovementKind } from '@common/contracts/cash-drawer';
import type { TCashBookResponse, TIncomeResponse, TLoanBookResponse } from '@common/contracts/reports';
import { csvField, csvMoney } from '@common/csv';
import { jamaicaWallClockOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';

// Each report as titled tables of typed cells: the CSV writes them for a spreadsheet (plain
// amounts, ISO days), the PDF for a reader (J$ amounts, day-first dates). One layout, two files.

export type TColumnType = 'text' | 'money' | 'number' | 'day' | 'time';
export type TReportColumn = { label: string; type: TColumnType; width: number };
export type TReportSection = { heading: string; columns: TReportColumn[]; rows: string[][]; totals?: string[] };
export type TReportDocument = { title: string; subtitle: string; fileBase: string; sections: TReportSection[] };

const col = (label: string, type: TColumnType, width: number): TReportColumn => ({ label, type, width });
const kindLabel = (kind: string) => MOVEMENT_KIND_LABELS[kind as TMovementKind] ?? kind;
/** "14:05" in Jamaica. */
const clockOf = (iso: string) => jamaicaWallClockOf(new Date(iso)).slice(11, 16);
/** "2026-11-27 14:05" in Jamaica (a drawer may close another day). */
const stampOf = (iso: string | null) => (iso ? jamaicaWallClockOf(new Date(iso)).slice(0, 16).replace('T', ' ') : '');

export function cashBookDocument(book: TCashBookResponse): TReportDocument {
  const drawerNames = new Map(book.drawers.map((d) => [d.id, d.openedBy]));
  const lines: TReportSection = {
    heading: 'Money movements',
    columns: [
      col('Time', 'time', 0.06),
      col('Kind', 'text', 0.12),
      col('Reference', 'text', 0.11),
      col('Application', 'text', 0.1),
      col('Borrower', 'text', 0.14),
      col('Method', 'text', 0.08),
      col('In', 'money', 0.09),
      col('Out', 'money', 0.09),
      col('Recorded by', 'text', 0.11),
      col('Drawer', 'text', 0.1),
    ],
    rows: book.lines.map((l) => [
      clockOf(l.at),
      kindLabel(l.kind),
      l.reference,
      l.applicationNumber,
      l.borrowerName,
      movementMethodLabel(l.method),
      l.cashIn,
      l.cashOut,
      l.recordedBy,
      l.drawerId ? `${drawerNames.get(l.drawerId) ?? ''}'s drawer` : l.method === 'cash' ? 'Outside a drawer' : '',
    ]),
    totals: ['', 'Total', '', '', '', '', book.totals.cashIn, book.totals.cashOut, '', ''],
  };
  const methods: TReportSection = {
    heading: 'By method',
    columns: [col('Method', 'text', 0.4), col('In', 'money', 0.3), col('Out', 'money', 0.3)],
    rows: [
      ...Object.entries(book.totals.byMethod).map(([method, t]) => [movementMethodLabel(method), t.cashIn, t.cashOut]),
      ['Cash outside a drawer', book.totals.outsideDrawers.cashIn, book.totals.outsideDrawers.cashOut],
    ],
  };
  const drawers: TReportSection = {
    heading: 'Cash drawers',
    columns: [
      col('Staff', 'text', 0.14),
      col('Opened', 'text', 0.11),
      col('Closed', 'text', 0.11),
      col('Float', 'money', 0.08),
      col('Cash in', 'money', 0.08),
      col('Cash out', 'money', 0.08),
      col('Expected', 'money', 0.09),
      col('Counted', 'money', 0.09),
      col('Difference', 'money', 0.09),
      col('Notes', 'text', 0.13),
    ],
    rows: book.drawers.map((d) => [
      d.openedBy,
      stampOf(d.openedAt),
      d.closedAt ? stampOf(d.closedAt) : 'Open',
      d.openingFloat,
      d.cashIn,
      d.cashOut,
      d.expected,
      d.counted ?? '',
      d.difference ?? '',
      d.notes ?? '',
    ]),
  };
  return { title: 'Cash book', subtitle: formatDayFirst(book.date), fileBase: `cash-book-${book.date}`, sections: [lines, methods, drawers] };
}

export function incomeDocument(income: TIncomeResponse): TReportDocument {
  const t = income.totals;
  return {
    title: 'Income',
    subtitle: `${formatDayFirst(income.from)} to ${formatDayFirst(income.to)}`,
    fileBase: `income-${income.from}-to-${income.to}`,
    sections: [
      {
        heading: 'By month',
        columns: [
          col('Month', 'text', 0.15),
          col('Interest earned', 'money', 0.17),
          col('Late fees received', 'money', 0.17),
          col('Pledge sale surplus', 'money', 0.17),
          col('Pledge sale shortfall', 'money', 0.17),
          col('Written off', 'money', 0.17),
        ],
        rows: income.months.map((m) => [m.month, m.interestEarned, m.lateFeesReceived, m.pledgeSaleSurplus, m.pledgeSaleShortfall, m.writtenOff]),
        totals: ['Total', t.interestEarned, t.lateFeesReceived, t.pledgeSaleSurplus, t.pledgeSaleShortfall, t.writtenOff],
      },
    ],
  };
}

export function loanBookDocument(book: TLoanBookResponse): TReportDocument {
  const t = book.totals;
  return {
    title: 'Loan book',
    subtitle: `Open loans at the end of ${formatDayFirst(book.asOf)}`,
    fileBase: `loan-book-${book.asOf}`,
    sections: [
      {
        heading: `${t.count} open loan${t.count === 1 ? '' : 's'}`,
        columns: [
          col('Application', 'text', 0.14),
          col('Borrower', 'text', 0.26),
          col('Principal outstanding', 'money', 0.15),
          col('Interest outstanding', 'money', 0.15),
          col('Days past due', 'number', 0.12),
          col('Collateral value', 'money', 0.18),
        ],
        rows: book.loans.map((l) => [l.applicationNumber, l.borrowerName, l.principalOutstanding, l.interestOutstanding, String(l.daysPastDue), l.collateralValue]),
        totals: ['Total', '', t.principalOutstanding, t.interestOutstanding, '', t.collateralValue],
      },
    ],
  };
}

const csvCell = (value: string, type: TColumnType) => (type === 'money' && value !== '' ? csvMoney(value) : csvField(value, { text: type === 'text' }));

/** The sections one after another, a blank line and the section's name between them; with a byte-order mark for spreadsheets. */
export function reportCsv(doc: TReportDocument): string {
  const out: string[] = [];
  doc.sections.forEach((section, index) => {
    if (index > 0) out.push('', csvField(section.heading));
    out.push(section.columns.map((c) => csvField(c.label)).join(','));
    for (const row of section.rows) out.push(row.map((v, i) => csvCell(v, section.columns[i]!.type)).join(','));
    if (section.totals) out.push(section.totals.map((v, i) => csvCell(v, section.columns[i]!.type)).join(','));
  });
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
