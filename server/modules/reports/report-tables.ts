import { movementMethodLabel, MOVEMENT_KIND_LABELS, type TMovementKind } from '@common/contracts/cash-drawer';
import type { TCashBookLine, TCashBookResponse, TIncomeResponse, TLoanBookResponse } from '@common/contracts/reports';
import { csvField, csvMoney } from '@common/csv';
import { jamaicaWallClockOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';

// Each report as titled tables of typed cells: the CSV writes them for a spreadsheet (plain
// amounts, ISO days), the PDF for a reader (J$ amounts, day-first dates). One layout, two files.

export type TColumnType = 'text' | 'money' | 'number' | 'day' | 'time';
export type TReportColumn = { label: string; type: TColumnType; width: number };
export type TReportSection = { heading: string; columns: TReportColumn[]; rows: string[][]; totals?: string[] };
/** `footnotes`: small lines under the tables (when printed, what the figures cover); the PDF's only. */
export type TReportDocument = { title: string; subtitle: string; fileBase: string; sections: TReportSection[]; footnotes?: string[] };

/**
 * One column of a table, described once: its header, its type, its share of the page's width,
 * the cell it takes from each row and, on a table with a totals row, its total ('' when absent).
 */
export type TTableColumn<R> = TReportColumn & { cell: (row: R) => string; total?: string };

/** A section whose header, rows and totals row (when any column has a total) all come from one description of its columns. */
export function tableSection<R>(heading: string, rows: readonly R[], columns: TTableColumn<R>[]): TReportSection {
  const section: TReportSection = {
    heading,
    columns: columns.map(({ label, type, width }) => ({ label, type, width })),
    rows: rows.map((row) => columns.map((c) => c.cell(row))),
  };
  if (columns.some((c) => c.total !== undefined)) section.totals = columns.map((c) => c.total ?? '');
  return section;
}

const kindLabel = (kind: string) => MOVEMENT_KIND_LABELS[kind as TMovementKind] ?? kind;
/** "14:05" in Jamaica. */
const clockOf = (iso: string) => jamaicaWallClockOf(new Date(iso)).slice(11, 16);
/** "2026-11-27 14:05" in Jamaica (a drawer may close another day). */
const stampOf = (iso: string | null) => (iso ? jamaicaWallClockOf(new Date(iso)).slice(0, 16).replace('T', ' ') : '');

export function cashBookDocument(book: TCashBookResponse): TReportDocument {
  const drawerNames = new Map(book.drawers.map((d) => [d.id, d.openedBy]));
  const { totals } = book;
  const drawerOf = (l: TCashBookLine) => (l.drawerId ? `${drawerNames.get(l.drawerId) ?? ''}'s drawer` : l.method === 'cash' ? 'Outside a drawer' : '');
  const lines = tableSection('Money movements', book.lines, [
    { label: 'Time', type: 'time', width: 0.06, cell: (l) => clockOf(l.at) },
    { label: 'Kind', type: 'text', width: 0.12, cell: (l) => kindLabel(l.kind), total: 'Total' },
    { label: 'Reference', type: 'text', width: 0.11, cell: (l) => l.reference },
    { label: 'Application', type: 'text', width: 0.1, cell: (l) => l.applicationNumber },
    { label: 'Borrower', type: 'text', width: 0.14, cell: (l) => l.borrowerName },
    { label: 'Method', type: 'text', width: 0.08, cell: (l) => movementMethodLabel(l.method) },
    { label: 'In', type: 'money', width: 0.09, cell: (l) => l.cashIn, total: totals.cashIn },
    { label: 'Out', type: 'money', width: 0.09, cell: (l) => l.cashOut, total: totals.cashOut },
    { label: 'Recorded by', type: 'text', width: 0.11, cell: (l) => l.recordedBy },
    { label: 'Drawer', type: 'text', width: 0.1, cell: drawerOf },
  ]);
  const byMethod = [
    ...Object.entries(totals.byMethod).map(([method, t]) => ({ method: movementMethodLabel(method), ...t })),
    { method: 'Cash outside a drawer', ...totals.outsideDrawers },
  ];
  const methods = tableSection('By method', byMethod, [
    { label: 'Method', type: 'text', width: 0.4, cell: (m) => m.method },
    { label: 'In', type: 'money', width: 0.3, cell: (m) => m.cashIn },
    { label: 'Out', type: 'money', width: 0.3, cell: (m) => m.cashOut },
  ]);
  const drawers = tableSection('Cash drawers', book.drawers, [
    { label: 'Staff', type: 'text', width: 0.14, cell: (d) => d.openedBy },
    { label: 'Opened', type: 'text', width: 0.11, cell: (d) => stampOf(d.openedAt) },
    { label: 'Closed', type: 'text', width: 0.11, cell: (d) => (d.closedAt ? stampOf(d.closedAt) : 'Open') },
    { label: 'Float', type: 'money', width: 0.08, cell: (d) => d.openingFloat },
    { label: 'Cash in', type: 'money', width: 0.08, cell: (d) => d.cashIn },
    { label: 'Cash out', type: 'money', width: 0.08, cell: (d) => d.cashOut },
    { label: 'Expected', type: 'money', width: 0.09, cell: (d) => d.expected },
    { label: 'Counted', type: 'money', width: 0.09, cell: (d) => d.counted ?? '' },
    { label: 'Difference', type: 'money', width: 0.09, cell: (d) => d.difference ?? '' },
    { label: 'Notes', type: 'text', width: 0.13, cell: (d) => d.notes ?? '' },
  ]);
  return { title: 'Cash book', subtitle: formatDayFirst(book.date), fileBase: `cash-book-${book.date}`, sections: [lines, methods, drawers] };
}

export function incomeDocument(income: TIncomeResponse): TReportDocument {
  const t = income.totals;
  return {
    title: 'Income',
    subtitle: `${formatDayFirst(income.from)} to ${formatDayFirst(income.to)}`,
    fileBase: `income-${income.from}-to-${income.to}`,
    sections: [
      tableSection('Income and expenses by month', income.months, [
        { label: 'Month', type: 'text', width: 0.09, cell: (m) => m.month, total: 'Total' },
        { label: 'Interest earned', type: 'money', width: 0.1, cell: (m) => m.interestEarned, total: t.interestEarned },
        { label: 'Late fee income', type: 'money', width: 0.1, cell: (m) => m.lateFeeIncome, total: t.lateFeeIncome },
        { label: 'Pledge sale income', type: 'money', width: 0.1, cell: (m) => m.pledgeSaleIncome, total: t.pledgeSaleIncome },
        { label: 'Unclaimed surplus', type: 'money', width: 0.1, cell: (m) => m.unclaimedSurplus, total: t.unclaimedSurplus },
        { label: 'Costs of sale', type: 'money', width: 0.1, cell: (m) => m.costsOfSale, total: t.costsOfSale },
        { label: 'Cash over/short', type: 'money', width: 0.1, cell: (m) => m.cashOverShort, total: t.cashOverShort },
        { label: 'Written off', type: 'money', width: 0.1, cell: (m) => m.writtenOff, total: t.writtenOff },
        { label: 'Net income', type: 'money', width: 0.11, cell: (m) => m.netIncome, total: t.netIncome },
      ]),
      // The pawners' money: owed by the shop, beside the income and never part of it.
      tableSection('Received and owed, not income', income.months, [
        { label: 'Month', type: 'text', width: 0.25, cell: (m) => m.month, total: 'Total' },
        { label: 'Late fees received', type: 'money', width: 0.25, cell: (m) => m.lateFeesReceived, total: t.lateFeesReceived },
        { label: 'Surplus owed to pawners', type: 'money', width: 0.25, cell: (m) => m.pledgeSaleSurplus, total: t.pledgeSaleSurplus },
        { label: 'Sale shortfall written off', type: 'money', width: 0.25, cell: (m) => m.pledgeSaleShortfall, total: t.pledgeSaleShortfall },
      ]),
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
      tableSection(`${t.count} open loan${t.count === 1 ? '' : 's'}`, book.loans, [
        { label: 'Application', type: 'text', width: 0.14, cell: (l) => l.applicationNumber, total: 'Total' },
        { label: 'Borrower', type: 'text', width: 0.2, cell: (l) => l.borrowerName },
        { label: 'Principal outstanding', type: 'money', width: 0.14, cell: (l) => l.principalOutstanding, total: t.principalOutstanding },
        { label: 'Interest outstanding', type: 'money', width: 0.14, cell: (l) => l.interestOutstanding, total: t.interestOutstanding },
        { label: 'Late fees outstanding', type: 'money', width: 0.12, cell: (l) => l.lateFeesOutstanding, total: t.lateFeesOutstanding },
        { label: 'Days past due', type: 'number', width: 0.1, cell: (l) => String(l.daysPastDue) },
        { label: 'Collateral value', type: 'money', width: 0.16, cell: (l) => l.collateralValue, total: t.collateralValue },
      ]),
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
