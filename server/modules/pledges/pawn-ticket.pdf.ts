import { shopContactLine } from '@common/contracts/shop-settings';
import { ITEM_CONDITION_LABELS, PLEDGE_CATEGORY_LABELS, type TItemCondition, type TPledgeCategory } from '@common/contracts/pledges';
import { formatApr } from '@common/cost-of-credit';
import { jamaicaDayOf } from '@common/jamaica-time';
import { formatDayFirst } from '@common/loan-ledger';
import { formatCents, toCents } from '@common/money';
import { pawnChargesOn } from '@common/pawn-terms';
import type { TPaper } from '@common/contracts/paper';
import { barcodeWidth, drawBarcode, renderCode128 } from '../../lib/pdf/barcode';
import { writeLabelledLine, writeStackedLine, type TLabelledColumns } from '../../lib/pdf/labelled-lines';
import { drawPageNumbers, ensureRoom as ensureRoomOnPage } from '../../lib/pdf/page-flow';
import { renderPdfDocument } from '../../lib/pdf/pdf-document';
import { writeText } from '../../lib/pdf/pdf-text';
import { renderRollDocument } from '../../lib/pdf/roll-paper';
import { drawShopHeader } from '../../lib/pdf/shop-header';
import { drawSignatureLines } from '../../lib/pdf/signature-lines';
import type { TShopIdentity } from '../../lib/shop-identity';
import { disclosureOfLoan, type TPawnLoanRow, type TScheduleRowRecord } from '../loans';
import type { TTicketCosts } from './pawn-ticket.costs';
import type { TPawnTicketRow } from './pledge-status.repository';
import type { TPawnItemRow, TRedemptionRow } from './pledges.repository';

// The online application's ID types, then the counter's (issue 43).
const ID_TYPES: Record<string, string> = {
  passport: 'Passport',
  drivers_license: "Driver's licence",
  government_id: 'Government ID',
  drivers_licence: "Driver's licence",
  national_id: 'National ID',
  voters_id: "Voter's ID",
};
const money = (value: string) => formatCents(toCents(value) ?? 0);
const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');
const ROW_COLUMNS: TLabelledColumns = { labelWidth: 0.34, valueAt: 0.36, gap: 3 };
/** Half the page's width: "End of month 1, 29/12/2026" and its amount. */
const PAIR_COLUMNS: TLabelledColumns = { labelWidth: 0.69, valueAt: 0.71, gap: 3 };

/**
 * schedule: the loan's stored instalments (listSchedule), whose charges the ticket prints; costs:
 * the pawn's terms and what redeeming costs at the end of months 1 to 3 and on the last day (readTicketCosts).
 */
export type TTicketDocument = {
  loan: TPawnLoanRow;
  ticket: TPawnTicketRow;
  items: TPawnItemRow[];
  redemption: TRedemptionRow | null;
  schedule: readonly TScheduleRowRecord[];
  costs: TTicketCosts;
};

/** The pawner's rights, in plain words (Pawnbrokers Act s. 21-25 and the shop's surplus rule, DESIGN decision 17). */
export function pawnerRights(redeemableUntil: string): string[] {
  return [
    'You can redeem (collect) your goods by paying everything owed on this loan and showing this ticket.',
    `Your goods are kept for you at least until ${formatDayFirst(redeemableUntil)}, and after that until they are sold.`,
    'If your goods are sold, any money left over after what you owe is yours: you can claim it from the shop for three years.',
    'If you lose this ticket, tell the shop at once: you can still redeem by making a declaration at the counter, before a witness, with your ID.',
    'Whoever holds this ticket is entitled to redeem the goods, so keep it safe.',
  ];
}

/**
 * The pawn ticket (Pawnbrokers Act s. 10) as an A4 PDF: the shop, the ticket, the pawner, each
 * item, the loan and its charges, the redeemable-until date, the pawner's rights and signature
 * lines; once redeemed, when and by whom. The ticket number is also a Code 128 barcode, which the
 * counter's scanner types into the redemption form; under the loan, what redeeming costs at the end
 * of months 1 to 3 and on the redeemable-until date. One A4 page for a ticket of a few items. Written in the app's fonts (DejaVu, then Noto Sans CJK),
 * so a name in any script the agreement prints prints here too. paper '80mm': the same content in
 * one column (each label over its value) on the counter's thermal roll, as long as it needs.
 */
export async function renderPawnTicketPdf(doc: TTicketDocument, shop: TShopIdentity, paper: TPaper = 'page'): Promise<Buffer> {
  const { loan, ticket, items, redemption, costs } = doc;
  const roll = paper === '80mm';
  const barcode = await renderCode128(ticket.ticketNumber, 10);
  const info = { Title: `Pawn ticket ${ticket.ticketNumber}`, Author: shop.settings.businessName, Subject: `Pawn ticket ${ticket.ticketNumber}` };
  const options = { size: 'A4', margins: { top: 36, bottom: 40, left: 45, right: 45 }, bufferPages: true, info };
  // Type sizes: the page's, or a roll's (about 72 mm of print across).
  const size = (pageSize: number) => (roll ? Math.round(pageSize * 0.8 * 2) / 2 : pageSize);
  // The charges the loan was given, as stored (its schedule exists from approval, before any ticket).
  const disclosure = disclosureOfLoan(loan, doc.schedule);
  const dueDate = costs.pawn?.dueDate ?? disclosure.instalments.at(-1)?.dueDate ?? ticket.issuedOn;

  const draw = (pdf: PDFKit.PDFDocument) => {
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;
    const ensureRoom = (height: number) => {
      // A roll is one page as long as the content: nothing to break.
      if (!roll) ensureRoomOnPage(pdf, height);
    };
    const heading = (text: string) => {
      ensureRoom(40);
      pdf.moveDown(0.5);
      writeText(pdf.fontSize(size(12)).fillColor('#000000'), text, { face: 'bold', x: left, y: pdf.y, width });
      pdf.moveDown(0.15);
    };
    const writePair = (pair: readonly (readonly [string, string])[]) => {
      ensureRoom(16);
      const top = pdf.y;
      let bottom = top;
      pair.forEach(([label, value], i) => {
        pdf.y = top;
        writeLabelledLine(pdf.fontSize(10), label, value, { left: left + (i * width) / 2, width: width / 2 - 6, columns: PAIR_COLUMNS });
        bottom = Math.max(bottom, pdf.y);
      });
      pdf.y = bottom;
    };
    const row = (label: string, value: string, bold = false) => {
      ensureRoom(16);
      if (roll) writeStackedLine(pdf, label, value, { left, width, valueSize: 9, gap: 2, bold });
      else writeLabelledLine(pdf.fontSize(size(10.5)), label, value, { left, width, columns: ROW_COLUMNS, bold });
    };

    drawShopHeader(pdf, shop, { left, top: pdf.page.margins.top, width, title: 'Pawn Ticket', nameSize: roll ? 13 : 20 });
    const ticketTop = pdf.y + 4;
    writeText(pdf.fontSize(size(16)), `Ticket ${ticket.ticketNumber}`, { face: 'bold', x: left, y: ticketTop, width });
    writeText(pdf.fontSize(size(10.5)).fillColor('#444444'), `Dated ${formatDayFirst(ticket.issuedOn)} · loan ${loan.applicationNumber}`, { x: left, y: pdf.y, width });
    pdf.fillColor('#000000');
    // The scanner reads the ticket number from its barcode: beside the number on a page, under it on a roll.
    if (roll) {
      drawBarcode(pdf, barcode, { x: left, y: pdf.y + 4, maxWidth: width, height: 34 });
      pdf.y += 40;
    } else {
      const drawnWidth = barcodeWidth(barcode, width / 2);
      drawBarcode(pdf, barcode, { x: left + width - drawnWidth, y: ticketTop, maxWidth: drawnWidth, height: 34 });
      pdf.y = Math.max(pdf.y, ticketTop + 34);
    }
    if (redemption) {
      pdf.moveDown(0.4);
      const lost = redemption.lostTicket ? ' on a lost-ticket declaration' : '';
      writeText(pdf.fontSize(size(12)), `Redeemed on ${formatDayFirst(jamaicaDayOf(redemption.redeemedAt))} by ${redemption.collectedByName}${lost}`, {
        face: 'bold',
        x: left,
        y: pdf.y,
        width,
      });
    }

    pdf.moveDown(0.5);
    writeText(pdf.fontSize(size(13)), `Redeemable until ${formatDayFirst(ticket.redeemableUntil)}`, { face: 'bold', x: left, y: pdf.y, width });
    writeText(pdf.fontSize(size(9.5)).fillColor('#444444'), `${ticket.redemptionPeriodDays} days from the ticket's date`, { x: left, y: pdf.y, width });
    pdf.fillColor('#000000');

    heading('Pawner');
    row('Name', loan.borrowerName, true);
    row('Address', loan.borrowerAddress);
    row('ID', `${loan.idDocumentType ? `${ID_TYPES[loan.idDocumentType] ?? loan.idDocumentType} ` : ''}${orDash(loan.idDocumentNumber ?? loan.borrowerID)}`);

    heading(`Goods pledged (${items.length})`);
    for (const item of items) {
      ensureRoom(60);
      const category = PLEDGE_CATEGORY_LABELS[item.category as TPledgeCategory] ?? item.category;
      writeText(pdf.fontSize(size(10.5)), `${item.itemNumber} · ${category}`, { face: 'bold', x: left, y: pdf.y, width });
      writeText(pdf.fontSize(size(10.5)), item.description, { x: left + 12, y: pdf.y, width: width - 12 });
      const details = [
        `Serial: ${orDash(item.serialNumber)}`,
        `Condition: ${ITEM_CONDITION_LABELS[item.condition as TItemCondition] ?? item.condition}`,
        item.metal ? `Metal: ${item.metal}${item.karat ? ` ${item.karat}K` : ''}` : null,
        item.weightGrams ? `Weight: ${Number(item.weightGrams)} g` : null,
        `Appraised: ${money(item.appraisedValue)}`,
      ].filter(Boolean);
      writeText(pdf.fontSize(size(9.5)).fillColor('#333333'), details.join(' · '), { x: left + 12, y: pdf.y, width: width - 12 });
      pdf.fillColor('#000000').moveDown(0.35);
    }

    heading('Loan');
    row('Amount lent', money(loan.loanAmount), true);
    const pawn = costs.pawn;
    if (pawn) {
      const onDueDate = pawnChargesOn({ principalCents: toCents(loan.loanAmount) ?? 0, ...pawn, ticketDate: ticket.issuedOn, day: pawn.dueDate });
      row('Charge', `${pawn.monthlyChargePercent}% of the amount lent, ${formatCents(pawn.chargePerPeriodCents)}, for every ${pawn.periodDays} days or part from the ticket's date`);
      row('Total repayable on the due date', formatCents(onDueDate.totalCents), true);
      row('Due date', formatDayFirst(dueDate), true);
      row('Late fee', 'None');
    } else {
      row('Interest rate', `${Number(loan.interestRate)}% (flat, for the whole term)`);
      row('Charges (interest)', formatCents(disclosure.totalInterestCents));
      row('Total repayable', formatCents(disclosure.totalRepayableCents), true);
      row('Due date', formatDayFirst(dueDate), true);
      row('APR', formatApr(disclosure.aprPercent));
      row('Late fee', disclosure.lateFee);
    }

    if (costs.redeemCosts.length > 0) {
      heading('What redeeming costs');
      const lines = costs.redeemCosts.map((cost) => [`${cost.label}, ${formatDayFirst(cost.day)}`, formatCents(cost.totalCents)] as const);
      if (roll) for (const [label, value] of lines) row(label, value);
      // Two to a line on a page, so the ticket stays one page.
      else for (let i = 0; i < lines.length; i += 2) writePair(lines.slice(i, i + 2));
      writeText(pdf.fontSize(size(9)).fillColor('#444444'), 'If nothing is paid before that day. A payment lowers these amounts; ask at the counter.', { x: left, y: pdf.y, width });
      pdf.fillColor('#000000');
    }

    heading('Your rights');
    for (const line of pawnerRights(ticket.redeemableUntil)) {
      ensureRoom(30);
      writeText(pdf.fontSize(roll ? size(10.5) : 9.5), `• ${line}`, { x: left, y: pdf.y, width });
      pdf.moveDown(0.1);
    }

    heading('Signatures');
    drawSignatureLines(pdf, ['Pawner', 'For the shop'], { left, width, fontSize: size(9), spacing: 1.6, roll });
    pdf.moveDown(roll ? 1.5 : 1);
    writeText(pdf.fontSize(size(9)).fillColor('#444444'), `Questions: ${shopContactLine(shop.settings)}. Please quote your ticket number.`, { x: left, y: pdf.y, width });
    if (roll) return;

    drawPageNumbers(pdf, { left, width, fromBottom: 26, title: `Pawn ticket ${ticket.ticketNumber}` });
  };
  return roll ? renderRollDocument({ info }, draw) : renderPdfDocument(options, draw);
}
